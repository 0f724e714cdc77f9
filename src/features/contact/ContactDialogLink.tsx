import { type MouseEvent, useState } from 'react';
import { lazyWithWords } from '~/i18n/lazy-with-words.tsx';

const ContactDialog = lazyWithWords(['contact', 'recaptcha'], () => import('./ContactDialog.tsx'));

interface Props {
  email: string;
  className?: string;
}

/**
 * The support e-mail link: a plain `mailto:` link before the page's scripts
 * run (or with a modifier key), else it opens the 'Send us a Message' dialog,
 * whose code and words load on the first click (a failed load leaves the
 * link as it was, so the next click tries again).
 */
function ContactDialogLink({ email, className }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  function openDialog(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  }

  return (
    <>
      <a href={`mailto:${email}`} className={className} onClick={openDialog} aria-haspopup="dialog">
        {email}
      </a>
      {wanted && (
        <ContactDialog
          open={open}
          onOpenChange={setOpen}
          onFailed={() => {
            setOpen(false);
            setWanted(false);
          }}
        />
      )}
    </>
  );
}

export default ContactDialogLink;

import { lazy, type MouseEvent, Suspense, useState } from 'react';

const ContactDialog = lazy(() => import('./ContactDialog.tsx'));

interface Props {
  email: string;
  className?: string;
}

/**
 * The support e-mail link: a plain `mailto:` link before the page's scripts
 * run (or with a modifier key), else it opens the 'Send us a Message' dialog,
 * whose code loads on the first click.
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
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

export default ContactDialogLink;

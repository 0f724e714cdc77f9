import * as Dialog from '@radix-ui/react-dialog';
import { contact as t } from '~/i18n/index.ts';
import { XIcon } from '~/components/ui/icons.tsx';
import { useReturnFocus } from '~/components/ui/return-focus.ts';
import ContactForm from './ContactForm.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Send us a Message': the contact form in a centred dialog. Radix traps focus
 * inside, closes on Escape or outside click and gives focus back to the link
 * that opened it.
 */
export default function ContactDialog({ open, onOpenChange }: Props) {
  // The link that opens it is not a Radix trigger: focus goes back to it by hand.
  const focusHandlers = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          {...focusHandlers}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-5 text-ink shadow-2xl data-[state=open]:animate-[fade-in_150ms_ease-out] sm:p-7"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{t.dialogTitle}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-subtle">{t.dialogDescription}</Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-muted"
              aria-label={t.closeDialog}
            >
              <XIcon className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <ContactForm variant="dialog" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

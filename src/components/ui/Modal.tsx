import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { XIcon } from './icons.tsx';
import { cn } from './cn.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Shown under the title and read by screen readers when the dialog opens. */
  description: ReactNode;
  closeLabel: string;
  /** False while something must finish (a request in flight): Escape, outside clicks and the close button do nothing. */
  dismissible?: boolean;
  /** Shown between the header and the content (an error box). */
  notice?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A centred dialog (sign-in, reset password, set password) on Radix Dialog:
 * it traps focus while open, closes on Escape or an outside click unless it
 * must not be dismissed, and gives focus back to whatever opened it, even
 * when that control is not a Radix trigger. Its content unmounts on close,
 * so a form inside starts afresh next time.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  dismissible = true,
  notice,
  className,
  children,
}: Props) {
  const returnFocus = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const holdOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || dismissible) && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // The first field, rather than the close button, so typing can start at once.
            const field = content.current?.querySelector<HTMLElement>('input:not([readonly]), textarea, select');
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          onEscapeKeyDown={holdOpen}
          onPointerDownOutside={holdOpen}
          onInteractOutside={holdOpen}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 text-ink shadow-2xl data-[state=open]:animate-[fade-in_150ms_ease-out] sm:p-8',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-subtle">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              disabled={!dismissible}
              className="-mt-2 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50"
              aria-label={closeLabel}
            >
              <XIcon className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {notice}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from './return-focus.ts';
import { XIcon } from './icons.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The edge it slides in from. */
  side: 'left' | 'right';
  title: ReactNode;
  /** Read by screen readers when the panel opens. */
  description: string;
  closeLabel: string;
  /** Tailwind max-width class of the panel. */
  widthClass?: string;
  children: ReactNode;
}

const SIDES = {
  left: 'left-0 data-[state=open]:animate-[slide-in-left_200ms_ease-out]',
  right: 'right-0 data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
};

/**
 * A side panel (cart drawer, mobile menu, listing filters) on Radix Dialog:
 * it traps focus while open, closes on Escape or outside click, and gives
 * focus back to whatever opened it, even when that control is not a Radix
 * trigger (the header's cart button opens the drawer through a store).
 */
export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  description,
  closeLabel,
  widthClass = 'max-w-md',
  children,
}: Props) {
  const focusHandlers = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          {...focusHandlers}
          className={`fixed inset-y-0 z-50 flex w-full ${widthClass} flex-col bg-surface text-ink shadow-2xl ${SIDES[side]}`}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-muted"
              aria-label={closeLabel}
            >
              <XIcon className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

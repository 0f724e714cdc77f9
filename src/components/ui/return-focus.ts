import { useRef } from 'react';

/**
 * Radix dialog handlers that give focus back to whatever had it when the
 * dialog opened, even when that control is not a Radix trigger (a link, or a
 * button that opens the dialog through a store).
 */
export function useReturnFocus() {
  const returnFocus = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      returnFocus.current?.focus();
    },
  };
}

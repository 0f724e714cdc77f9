/**
 * Toasts go on a swipe of 20 px, or a faster flick (over 0.11 px per ms, as
 * sonner already does). sonner's own distance is a fixed 45 px, with no
 * option to change it; it reads the swipe from the toast's
 * `--swipe-amount-x` / `--swipe-amount-y` when the pointer lifts. A listener
 * that runs before it (capture phase, on the document) lengthens a swipe of
 * 20 to 45 px to sonner's distance, so sonner dismisses it with its own
 * swipe-out animation. sonner damps a swipe in a direction that does not
 * dismiss to under 20 px, so only a dismissing swipe ever reaches 20.
 */
export const SWIPE_DISMISS_PX = 20;
/** sonner 2's built-in swipe distance. */
const SONNER_SWIPE_DISMISS_PX = 45;

const AXES = ['--swipe-amount-x', '--swipe-amount-y'] as const;

/** Lengthens the swipe of the toast under a lifted pointer to sonner's distance when it reached the shop's. */
export function lengthenShortSwipe(event: Event): void {
  const toast = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-sonner-toast]') : null;
  if (!toast) return;
  for (const property of AXES) {
    const amount = Number.parseFloat(toast.style.getPropertyValue(property)) || 0;
    if (Math.abs(amount) >= SWIPE_DISMISS_PX && Math.abs(amount) < SONNER_SWIPE_DISMISS_PX)
      toast.style.setProperty(property, `${Math.sign(amount) * SONNER_SWIPE_DISMISS_PX}px`);
  }
}

/** Applies the shop's swipe distance to every toast on the page; returns the undo. */
export function listenForShortSwipes(): () => void {
  document.addEventListener('pointerup', lengthenShortSwipe, true);
  return () => document.removeEventListener('pointerup', lengthenShortSwipe, true);
}

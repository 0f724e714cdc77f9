/**
 * How the shop's toasts behave: 4 s each, at most 3 on screen, bottom right,
 * 32 px from the edges on every screen, Alt+T to reach them. sonner's
 * built-in 356 px width, 0.11 px/ms flick and 200 ms removal are the shop's
 * values too, so they are not set here; its 45 px swipe distance is not
 * (the shop's is 20 px: swipe-threshold.ts), nor is its full-width layout
 * on phones (toaster.css).
 */
export const TOAST_DEFAULTS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 32,
  hotkey: ['altKey', 'KeyT'],
  position: 'bottom-right',
} as const;

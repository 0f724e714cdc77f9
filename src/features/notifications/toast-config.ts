/** Toasts as spec section 9 sets them (sonner's own defaults for swipe and removal match the spec). */
export const TOAST_DEFAULTS = {
  duration: 4000,
  visibleToasts: 3,
  /** sonner's fixed width is 356 px, the spec's value. */
  width: 356,
  gap: 14,
  offset: 32,
  /** Swipe threshold 20 px and 200 ms removal delay are sonner's built-in values. */
  swipeThreshold: 20,
  removeDelay: 200,
  hotkey: ['altKey', 'KeyT'],
  position: 'bottom-right',
} as const;

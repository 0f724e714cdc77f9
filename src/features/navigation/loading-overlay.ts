/**
 * Drives LoadingOverlay.astro: when the shopper leaves for one of the
 * catalogue's pages the full-screen Loading overlay shows, for 500 ms at most.
 * It lives in the page being left, so it can never cover the next page's first
 * paint.
 */
import { onLeavingPage, onPageRestored } from './leaving-page.ts';
import { LOADING_OVERLAY_MAX_MS, showsLoadingOverlay } from './navigation-feedback.ts';

function setOverlay(active: boolean): void {
  const overlay = document.querySelector<HTMLElement>('[data-loading-overlay]');
  if (!overlay) return;
  overlay.toggleAttribute('data-active', active);
  // The overlay is a status region: filling its text is what screen readers announce.
  const label = overlay.querySelector('[data-loading-label]');
  if (label) label.textContent = active ? (overlay.dataset.label ?? '') : '';
}

/** Called once per page, by the page start's module. */
export function installLoadingOverlay(): void {
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  onLeavingPage((destination) => {
    clearTimeout(hideTimer);
    const active = showsLoadingOverlay(destination.pathname);
    setOverlay(active);
    if (active) hideTimer = setTimeout(() => setOverlay(false), LOADING_OVERLAY_MAX_MS);
  });
  // Back to this page from the back-forward cache: it comes back without the overlay.
  onPageRestored(() => {
    clearTimeout(hideTimer);
    setOverlay(false);
  });
}

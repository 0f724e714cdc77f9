/**
 * Drives LoadingOverlay.astro: on client-side navigations to the catalogue's
 * pages the full-screen Loading overlay shows, for 500 ms at most. It lives in
 * the page's body, which the next page replaces, so it can never cover that
 * page's first paint.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { LOADING_OVERLAY_MAX_MS, showsLoadingOverlay } from './navigation-feedback.ts';

let installed = false;

function setOverlay(active: boolean): void {
  const overlay = document.querySelector<HTMLElement>('[data-loading-overlay]');
  if (!overlay) return;
  overlay.toggleAttribute('data-active', active);
  // The overlay is a status region: filling its text is what screen readers announce.
  const label = overlay.querySelector('[data-loading-label]');
  if (label) label.textContent = active ? (overlay.dataset.label ?? '') : '';
}

export function installLoadingOverlay(): void {
  if (installed) return;
  installed = true;

  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  document.addEventListener('astro:before-preparation', (event) => {
    clearTimeout(hideTimer);
    const active = showsLoadingOverlay((event as TransitionBeforePreparationEvent).to.pathname);
    setOverlay(active);
    if (active) hideTimer = setTimeout(() => setOverlay(false), LOADING_OVERLAY_MAX_MS);
  });

  // The new page brings its own overlay, inactive.
  document.addEventListener('astro:after-swap', () => clearTimeout(hideTimer));
}

/**
 * Rules of the feedback shown while moving between pages: which pages get
 * the Loading overlay and how the progress bar moves. Pure, so the browser
 * wiring in progress-bar.ts and loading-overlay.ts stays thin. French
 * addresses (`/fr/shop`) follow the rules of their English twins.
 */
import { unprefixedPath } from '~/i18n/locales.ts';

/** The progress bar completes no sooner than this after a navigation starts. */
const PROGRESS_DONE_AFTER_MS = 200;

/** The full-screen Loading overlay shows for at most this long. */
export const LOADING_OVERLAY_MAX_MS = 500;

/** Where the bar starts when a navigation starts. */
export const PROGRESS_START = 0.1;
/** The point the bar creeps towards while the next page loads; the page that arrives completes it from there. */
export const PROGRESS_CEILING = 0.9;

const OVERLAY_PAGES = new Set(['/', '/shop', '/collections', '/search']);
const OVERLAY_SECTIONS = ['/collection/', '/product/'];

/** Whether a navigation to this path shows the Loading overlay: the catalogue's pages. */
export function showsLoadingOverlay(pathname: string): boolean {
  const unprefixed = unprefixedPath(pathname);
  const path = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
  return (
    OVERLAY_PAGES.has(path) || OVERLAY_SECTIONS.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)
  );
}

/** How long the new page waits before completing the bar, `elapsed` ms after the navigation started. */
export function progressDoneDelay(elapsed: number): number {
  return Math.max(0, PROGRESS_DONE_AFTER_MS - elapsed);
}

/** The bar's next value while waiting: a tenth of the remaining way to the ceiling, so it slows down but never stops. */
export function trickle(progress: number): number {
  if (progress >= PROGRESS_CEILING) return progress;
  return Math.min(PROGRESS_CEILING, progress + Math.max(0.005, (PROGRESS_CEILING - progress) / 10));
}

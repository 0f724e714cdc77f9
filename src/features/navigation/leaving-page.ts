/**
 * The moments the navigation feedback (progress bar, Loading overlay) follows. Each of the shop's
 * pages is a document of its own (the browser cross-fades from one to the next), so:
 * - a navigation starts on the page being left, with the Navigation API's `navigate` event: a link
 *   followed, a form sent, an address assigned, Back or Forward. Browsers without that API show no
 *   feedback of ours while the next page loads; their own loading indicator does the job.
 * - it ends when the next page is in: that page starts fresh, and knows it was reached from one
 *   of the shop's pages by its referrer.
 * - a page the browser brings back from its back-forward cache comes back as it was left, feedback
 *   included, so the feedback is cleared then.
 */

/** Calls `listener` with the address of each page of the shop this page is left for. */
export function onLeavingPage(listener: (destination: URL) => void): void {
  if (!('navigation' in window) || !window.navigation) return;
  window.navigation.addEventListener('navigate', (event) => {
    // Same page (a hash, the listing's own history entries), a download or a reload: nothing is left.
    if (event.destination.sameDocument || event.hashChange || event.downloadRequest !== null) return;
    if (event.navigationType === 'reload') return;
    const destination = new URL(event.destination.url);
    if (destination.origin === location.origin) listener(destination);
  });
}

/** Calls `listener` when the browser shows this page again from its back-forward cache. */
export function onPageRestored(listener: () => void): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) listener();
  });
}

/** Whether this page was reached from another of the shop's pages (not opened, typed or reloaded). */
export function arrivedFromShopPage(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type === 'reload') return false;
  if (!document.referrer) return false;
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

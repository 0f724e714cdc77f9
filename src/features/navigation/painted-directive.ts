/**
 * `client:painted`: hydrates an island once the page has been parsed and its
 * first content is on screen, rather than while the page is still being
 * parsed as `client:load` does.
 *
 * Why: an island's code is a chain of modules (the component, its imports,
 * React), and everything fetched before the first paint competes with the
 * page's own HTML, stylesheet and images for a phone's bandwidth; measured
 * with Lighthouse's phone profile, loading the islands during parsing pushed
 * the largest paint of every page back by 0.2–0.4 s. Nothing can be clicked
 * before the page is shown, so waiting costs a shopper nothing.
 *
 * "On screen" is the browser's own first-contentful-paint record (Paint
 * Timing, in Chromium, Firefox and WebKit): an animation frame is too early,
 * since it runs before its frame is drawn, and drawing a first frame can take
 * tens of milliseconds on a phone. An engine without that record hydrates
 * after the next frame. A tab that is not painted (in the background)
 * hydrates within a second.
 */
import type { ClientDirective } from 'astro';

/** Hydration goes ahead after this long even when nothing is painted (a background tab). */
const UNPAINTED_TAB_MS = 1000;

/** Resolves once the page's first content has been painted, or after UNPAINTED_TAB_MS. */
let firstPaint: Promise<void> | undefined;

function pageIsPainted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    setTimeout(resolve, UNPAINTED_TAB_MS);
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      afterNextFrame();
      return;
    }
    try {
      const observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      // `buffered` also hands over a paint that happened before this module ran.
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // An engine that lists paint records but refuses to observe them: the next frame will do.
      afterNextFrame();
    }
  });
  return firstPaint;
}

const painted: ClientDirective = async (load) => {
  if (document.readyState === 'loading') {
    await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
  }
  await pageIsPainted();
  await (
    await load()
  )();
};

export default painted;

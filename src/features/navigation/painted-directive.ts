/**
 * `client:painted`: hydrates an island once the page has been parsed and
 * painted, rather than while it is still being parsed as `client:load` does.
 *
 * Why: an island's code is a chain of modules (the component, its imports,
 * React), and everything fetched before the first paint competes with the
 * page's own HTML, stylesheet and images for a phone's bandwidth; measured
 * with Lighthouse's phone profile, loading the islands during parsing pushed
 * the largest paint of every page back by 0.2–0.4 s. Waiting costs one frame
 * on a fast connection, and nothing can be clicked before the page is painted.
 * A tab that is not painted (in the background) hydrates within a second.
 */
import type { ClientDirective } from 'astro';

/** Hydration goes ahead after this long even when no frame is painted (a background tab). */
const UNPAINTED_TAB_MS = 1000;

const painted: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (
      await load()
    )();
  };
  const afterNextPaint = () => {
    requestAnimationFrame(() => setTimeout(hydrate, 0));
    setTimeout(hydrate, UNPAINTED_TAB_MS);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterNextPaint, { once: true });
  else afterNextPaint();
};

export default painted;

/**
 * A mark for React components whose server HTML depends on nothing but their
 * props (no request, no clock, no data read while rendering): the layout's
 * islands, the catalogue's (listing, product panels), the icons .astro files
 * draw. The shop's React renderer for Astro (server/react-renderer.mjs)
 * renders a marked component once per distinct props and serves that HTML to
 * later pages, instead of rendering the same header again on every request.
 */
export const SAME_HTML_FOR_SAME_PROPS = Symbol.for('velo.same-html-for-same-props');

/** Marks `component` (see above) and returns it. */
export function sameHtmlForSameProps<C extends object>(component: C): C {
  if (!(SAME_HTML_FOR_SAME_PROPS in component))
    Object.defineProperty(component, SAME_HTML_FOR_SAME_PROPS, { value: true });
  return component;
}

// @ts-check
/** What the shop's React renderer for Astro (react-renderer.mjs) decides about a component and its props. */

/**
 * Whether Astro should hand a component to React. React is the shop's only
 * UI framework, so a component is React's when it is a function (Astro's own
 * components never reach a renderer) or one of React's element types, the
 * objects `memo` and `forwardRef` return.
 * @param {unknown} Component
 * @returns {boolean}
 */
export function isReactComponent(Component) {
  if (typeof Component === 'function') return true;
  if (typeof Component !== 'object' || Component === null || !('$$typeof' in Component)) return false;
  const type = Component.$$typeof;
  return typeof type === 'symbol' && (type.description ?? '').startsWith('react.');
}

/**
 * Props as a cache key: their JSON, or null when they hold anything JSON
 * would lose or blur (a function, a symbol, a bigint, undefined in a list,
 * a Date or any other class instance), so props that could render
 * differently never share a key.
 * @param {Record<string, unknown>} props
 * @returns {string | null}
 */
export function propsKey(props) {
  let plain = true;
  const json = JSON.stringify(props, function (name, value) {
    const original = /** @type {Record<string, unknown>} */ (this)[name];
    if (typeof original === 'function' || typeof original === 'symbol' || typeof original === 'bigint') plain = false;
    else if (original === undefined && Array.isArray(this)) plain = false;
    else if (original !== null && typeof original === 'object' && !Array.isArray(original)) {
      const proto = Object.getPrototypeOf(original);
      if (proto !== Object.prototype && proto !== null) plain = false;
    }
    return plain ? value : null;
  });
  return plain ? json : null;
}

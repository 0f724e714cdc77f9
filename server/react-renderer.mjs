// @ts-check
/**
 * React's server renderer for Astro, made cheaper in two ways:
 *
 * - `check` does not render. Before Astro renders a component that is not an
 *   Astro component, it asks each renderer whether the component is its own.
 *   @astrojs/react answers by rendering the component once inside a probe, so
 *   every React component on a page was rendered twice per request: half the
 *   server's React renders were probes.
 * - Components marked `sameHtmlForSameProps` (those whose server HTML depends
 *   on nothing but their props: the layout's islands, the same on every page,
 *   and the catalogue's, the same for every visit of a product or listing)
 *   are rendered once per distinct props and their HTML reused, in a cache
 *   bounded by entries and bytes.
 *
 * Everything else is @astrojs/react's renderer unchanged.
 */
import reactRenderer from '@astrojs/react/server.js';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { MemoryCache } from '../src/lib/memory-cache.ts';
import { SAME_HTML_FOR_SAME_PROPS } from '../src/lib/same-html.ts';
import { isReactComponent, propsKey } from './react-components.mjs';

/**
 * A header is about 20 KB of HTML and a product's panels about as much; the header's props hold the page's
 * address, so there is an entry per page visited, and the oldest go first past either bound.
 */
const cache = new MemoryCache({ maxEntries: 2000, maxBytes: 32 * 1024 * 1024 });
const CACHE_TTL_MS = 60 * 60 * 1000;

/** A number per component function (each language's build of an island is its own function). */
const componentIds = new WeakMap();
/** Per page render: how many times each marked component has been rendered so far. */
const occurrences = new WeakMap();

let nextComponentId = 0;

/**
 * The island's identifier prefix (React's useId ids start with it): unique on
 * the page, and the same whenever the same HTML is served, so ids in cached
 * HTML never collide with another island's. Astro's own prefixes are `r0`,
 * `r1`, …
 * @param {object} page
 * @param {number} id
 */
function prefixOnPage(page, id) {
  let counts = occurrences.get(page);
  if (!counts) occurrences.set(page, (counts = new Map()));
  const count = counts.get(id) ?? 0;
  counts.set(id, count + 1);
  return `s${id}n${count}`;
}

/**
 * @param {any} Component
 * @param {Record<string, unknown>} props
 * @param {string} prefix
 */
async function renderHtml(Component, props, prefix) {
  const stream = await renderToReadableStream(createElement(Component, props), { identifierPrefix: prefix });
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * @this {{ result?: object } | undefined}
 * @param {any} Component
 * @param {Record<string, any>} props
 * @param {Record<string, any>} slots
 * @param {any} metadata
 */
async function renderToStaticMarkup(Component, props, slots, metadata) {
  const page = this?.result;
  const { class: _ignored, ...ownProps } = props;
  const cacheable = Component[SAME_HTML_FOR_SAME_PROPS] && page !== undefined && !Object.keys(slots).length;
  const key = cacheable ? propsKey(ownProps) : null;
  if (!page || key === null) return reactRenderer.renderToStaticMarkup.call(this, Component, props, slots, metadata);
  let id = componentIds.get(Component);
  if (id === undefined) componentIds.set(Component, (id = nextComponentId++));
  const prefix = prefixOnPage(page, id);
  const html = await cache.get(`${prefix}:${key}`, () => renderHtml(Component, ownProps, prefix), CACHE_TTL_MS);
  return { html, attrs: { prefix } };
}

export default {
  ...reactRenderer,
  check: async (/** @type {unknown} */ Component) => isReactComponent(Component),
  renderToStaticMarkup,
};

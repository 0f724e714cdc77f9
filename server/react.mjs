// @ts-check
/**
 * The React integration, with its server renderer swapped for
 * `react-renderer.mjs` (a check that does not render, and components marked
 * `sameHtmlForSameProps` rendered once per props).
 * Everything else (the client renderer, Vite's React setup) is
 * @astrojs/react's own.
 */
import react from '@astrojs/react';

const SERVER_RENDERER = new URL('./react-renderer.mjs', import.meta.url);

/**
 * @param {Parameters<typeof react>[0]} [options]
 * @returns {import('astro').AstroIntegration}
 */
export function reactIslands(options) {
  const integration = react(options);
  const setup = integration.hooks['astro:config:setup'];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:setup': (params) =>
        setup?.({
          ...params,
          addRenderer: (renderer) => params.addRenderer({ ...renderer, serverEntrypoint: SERVER_RENDERER }),
        }),
    },
  };
}

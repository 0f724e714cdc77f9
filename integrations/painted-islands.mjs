// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * The `client:painted` hydration directive
 * (src/features/navigation/painted-directive.ts): islands that start with the
 * page hydrate once it is painted rather than while it is parsed.
 * @returns {import('astro').AstroIntegration}
 */
export function paintedIslands() {
  return {
    name: 'shop-painted-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('../src/features/navigation/painted-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

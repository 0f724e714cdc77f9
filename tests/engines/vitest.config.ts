/**
 * The cross-engine journeys' own Vitest config, apart from the root one so
 * `npx vitest run` (unit and integration) never starts a browser. run.ts
 * picks one project after building and serving the shop for it.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    // One browser at a time on a two-core machine, and journeys one after another in it.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'firefox', include: ['tests/engines/firefox.test.ts'] } },
      { extends: true, test: { name: 'webkit', include: ['tests/engines/webkit.test.ts'] } },
    ],
  },
});

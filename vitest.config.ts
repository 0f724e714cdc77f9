/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { backendEnv, INTEGRATION_BACKEND_PORT } from './tests/support/backend-env.ts';

// The shop's clients read their URLs from astro:env, which Vite resolves from
// process.env: point them at the integration tests' own backend.
Object.assign(process.env, backendEnv(INTEGRATION_BACKEND_PORT));

export default getViteConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'local/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'server/**/*.test.{ts,tsx}',
            'integrations/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          setupFiles: ['tests/support/dom-testing.ts'],
          // Some unit tests build content or spawn a script; on a 2-core machine running other work, 5 s is too tight.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // The shop's modules read their words from a page; these tests have none, so they speak English.
          setupFiles: ['tests/support/words.ts'],
          // One backend (one PGlite) serves every file; tests that reset it must not overlap.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

/**
 * The Edge Functions on Deno (scripts/checks/edge-functions-on-deno.sh):
 * - `functions`: the functions' own vitest files, run by vitest under Deno,
 *   so the code meets Deno's Request, Response, fetch and Web Crypto rather
 *   than Node's;
 * - `served`: tests run under Node that serve a function's entry point with
 *   Deno against the embedded backend.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    projects: [
      {
        extends: true,
        test: {
          name: 'functions',
          include: ['supabase/functions/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/deno/runs-on-deno.ts'],
          // Each test file in a child process (a Deno one): the worker-thread pool's
          // teardown calls a worker_threads method Deno does not implement.
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'served',
          include: ['tests/deno/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // beforeAll starts the backend and then Deno (up to serveOnDeno's own
          // 120 s); on a loaded machine the two have taken 45 s together.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

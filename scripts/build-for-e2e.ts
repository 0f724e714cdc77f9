/**
 * Builds the shop (Node adapter) into E2E_BUILD_DIR, pointed at the
 * end-to-end tests' own backend and site ports.
 */
import { execFileSync } from 'node:child_process';
import { backendEnv, E2E_BACKEND_PORT, E2E_BUILD_DIR, E2E_SITE_PORT } from '../tests/support/backend-env.ts';

execFileSync('npx', ['astro', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...backendEnv(E2E_BACKEND_PORT, `http://127.0.0.1:${E2E_SITE_PORT}`),
    SHOP_OUT_DIR: E2E_BUILD_DIR,
    VERCEL: '',
  },
});
console.log(`built ${E2E_BUILD_DIR}`);

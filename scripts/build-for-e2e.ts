/**
 * Builds the shop (Node adapter) into .test-build/node, pointed at the
 * end-to-end tests' own backend and site ports.
 */
import { execFileSync } from 'node:child_process';
import { backendEnv, E2E_BACKEND_PORT, E2E_SITE_PORT } from '../tests/backend-env.ts';

execFileSync('npx', ['astro', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...backendEnv(E2E_BACKEND_PORT, `http://127.0.0.1:${E2E_SITE_PORT}`),
    SHOP_OUT_DIR: '.test-build/node',
    VERCEL: '',
  },
});
console.log('built .test-build/node');

/**
 * The end-to-end tests' shop: a fresh in-memory backend in test mode, and the
 * production Node build (E2E_BUILD_DIR) in front of it, served as `npm start`
 * serves it.
 */
import { spawn } from 'node:child_process';
import { LOCAL_DEFAULTS, LOCAL_SURECART_WEBHOOK_SECRET } from '../../local/defaults.js';
import { startLocalBackend } from '../../local/server.ts';
import {
  E2E_BACKEND_PORT,
  E2E_BUILD_DIR,
  E2E_SITE_PORT,
  TEST_ENGINE,
  TEST_PORT_OFFSET,
} from '../support/backend-env.ts';
import { ENGINE_SERVERS, exitIfPortsTaken } from '../support/test-ports.ts';

await exitIfPortsTaken(Object.values(ENGINE_SERVERS[TEST_ENGINE]), TEST_PORT_OFFSET);

const backend = await startLocalBackend({
  port: E2E_BACKEND_PORT,
  dataDir: null,
  testMode: true,
  siteUrl: `http://127.0.0.1:${E2E_SITE_PORT}`,
});
// Every browser test sends its forms from 127.0.0.1, so the per-address cap on
// reCAPTCHA verifications (20 per 10 minutes) would refuse the later ones; the
// cap itself is covered by the integration tests.
await backend.db.exec(`set app.recaptcha_ip_limit = '100000'`);
const site = spawn(process.execPath, ['server/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // The server reads the catalogue with the store's secret key, as a live store's does (the backend's key
    // is no secret): a run-time variable, so the build does not carry it.
    SURECART_SECRET_KEY: LOCAL_DEFAULTS.surecartSecretKey,
    // The catalogue events the backend sends to the shop are signed with its webhook secret.
    SURECART_WEBHOOK_SECRET: LOCAL_SURECART_WEBHOOK_SECRET,
    SHOP_OUT_DIR: E2E_BUILD_DIR,
    HOST: '127.0.0.1',
    PORT: String(E2E_SITE_PORT),
  },
});

const stop = async () => {
  site.kill('SIGTERM');
  await backend.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
site.on('exit', (code) => {
  console.error(`shop server exited (${code})`);
  void backend.close().finally(() => process.exit(code ?? 1));
});

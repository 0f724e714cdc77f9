// The embedded backend as a command: `npm run local` (and, through
// scripts/with-local.ts, `npm run dev` and `npm start`). `LOCAL_PORT` moves
// it; `SITE_URL` (or else `PORT`) is the shop the hosted checkout returns to.
import { existsSync } from 'node:fs';
import { localDefaults } from './defaults.js';
import { onAnotherPort } from './ownership.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const env = process.env;
const local = localDefaults(env);
const siteUrl = env.SITE_URL || local.siteUrl;

let backend: LocalBackend;
try {
  backend = await startLocalBackend({
    port: local.localPort,
    dataDir: env.LOCAL_DATA_DIR === 'memory' ? null : env.LOCAL_DATA_DIR,
    testMode: env.LOCAL_TEST_MODE === '1',
    catalogScale: env.LOCAL_CATALOG_SCALE ? Number(env.LOCAL_CATALOG_SCALE) : undefined,
    siteUrl,
    // SureCart's rate limits: on by default in the standard store; LOCAL_RATE_LIMITS=off or on overrides it.
    rateLimits: env.LOCAL_RATE_LIMITS === 'off' ? false : env.LOCAL_RATE_LIMITS === 'on' ? true : undefined,
  });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${local.localPort} is already in use (another backend?). Stop what runs there, or move this one:\n` +
      onAnotherPort(local.localPort, `npm run ${env.npm_lifecycle_event ?? 'local'}`),
  );
  process.exit(1);
}

console.log(
  `local backend ready at ${backend.origin} (mail outbox: ${backend.origin}/mail), for the shop at ${siteUrl}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void backend.close().finally(() => process.exit(0));
  });
}

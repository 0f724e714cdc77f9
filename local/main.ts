// The embedded backend as a command: `npm run local` (and, through
// scripts/with-local.ts, `npm run dev` and `npm start`).
import { startLocalBackend } from './server.ts';

const env = process.env;
const backend = await startLocalBackend({
  port: env.LOCAL_PORT ? Number(env.LOCAL_PORT) : undefined,
  dataDir: env.LOCAL_DATA_DIR === 'memory' ? null : env.LOCAL_DATA_DIR,
  testMode: env.LOCAL_TEST_MODE === '1',
  catalogScale: env.LOCAL_CATALOG_SCALE ? Number(env.LOCAL_CATALOG_SCALE) : undefined,
  siteUrl: env.SITE_URL,
});

console.log(`local backend ready at ${backend.origin} (mail outbox: ${backend.origin}/mail)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void backend.close().finally(() => process.exit(0));
  });
}

// `npm run local:reset`: wipes the embedded backend's persisted data (all of
// `.local/`, or LOCAL_DATA_DIR when set): catalogue state, carts, orders and
// the mail outbox. Never under a running backend of this copy, whose database
// files would vanish beneath it.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { localDefaults } from './defaults.js';
import { probeBackend, SHOP_FOLDER } from './ownership.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const local = localDefaults(process.env);
const dataDir = process.env.LOCAL_DATA_DIR || '.local';

if (dataDir === 'memory') {
  console.log('LOCAL_DATA_DIR=memory: the backend keeps nothing on disk, so there is nothing to wipe');
  process.exit(0);
}
const running = await probeBackend(local.origin);
if (running.kind === 'backend' && running.folder === SHOP_FOLDER) {
  console.error(`The backend at ${local.origin} is running: stop it (Ctrl-C where it runs), then reset again.`);
  process.exit(1);
}
await rm(dataDir, { recursive: true, force: true });
console.log(`local backend data wiped (${dataDir}); it is recreated from the migrations on next start`);

// `npm run local:reset`: wipes the embedded backend's persisted data (.local/).
import { rm } from 'node:fs/promises';

await rm('.local', { recursive: true, force: true });
console.log('local backend data wiped (.local/); it is recreated from the migrations on next start');

/**
 * Runs a command (the dev server, or the production server) with the embedded
 * backend behind it, when the shop's backend variables still point at
 * `local/`. `LOCAL_PORT` moves the backend and `PORT` the shop; every address
 * derived from them that is not set explicitly is set here, for the command
 * and for the backend alike. A backend already answering is reused only when
 * it is this copy's own and returns shoppers to this shop; otherwise the
 * launcher stops and says how to move. With live services it just runs the
 * command.
 *
 *   tsx scripts/with-local.ts astro dev
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { BACKEND_VARIABLES, LOCAL_SURECART_WEBHOOK_SECRET, localDefaults, localShopEnv } from '../local/defaults.js';
import { probeBackend, SHOP_FOLDER, whoseBackend } from '../local/ownership.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/with-local.ts <command> [args...]');
  process.exit(2);
}
const script = process.env.npm_lifecycle_event ?? 'dev';
const npmCommand = script === 'start' ? 'npm start' : `npm run ${script}`;

const local = localDefaults(process.env);
const localEnv = localShopEnv(local);
for (const [name, value] of Object.entries(localEnv)) process.env[name] ||= value;
process.env.PORT ||= String(local.sitePort);
const siteUrl = process.env.SITE_URL ?? local.siteUrl;

const usesLocal = BACKEND_VARIABLES.some((name) => process.env[name]?.replace(/\/+$/, '') === localEnv[name]);
// The server reads the catalogue with the secret key, as on a live store (the backend's demo key is no
// secret); only when the catalogue is local's, so a live store is never sent the demo key.
if (process.env.SURECART_API_URL?.replace(/\/+$/, '') === localEnv.SURECART_API_URL) {
  process.env.SURECART_SECRET_KEY ||= local.surecartSecretKey;
  // And verifies the catalogue events local/ sends to /api/surecart-events with local's signing secret.
  process.env.SURECART_WEBHOOK_SECRET ||= LOCAL_SURECART_WEBHOOK_SECRET;
}

/** Whether something already accepts connections on the shop's port. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: 'localhost', port, timeout: 1000 });
    const settle = (taken: boolean) => {
      socket.destroy();
      resolve(taken);
    };
    socket.once('connect', () => settle(true));
    socket.once('timeout', () => settle(false));
    socket.once('error', () => settle(false));
  });
}

async function waitForLocal(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`local backend exited with code ${child.exitCode}`);
    if ((await probeBackend(local.origin)).kind === 'backend') return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('local backend did not start within 60 s');
}

if (await portTaken(local.sitePort)) {
  console.error(
    `Port ${local.sitePort} is already in use (another shop?), so this one cannot run at ${siteUrl}.\n` +
      `Stop what runs there, or move this shop:\n  PORT=${local.sitePort + 1} ${npmCommand}`,
  );
  process.exit(1);
}

let backend: ChildProcess | undefined;
if (usesLocal) {
  const wanted = {
    origin: local.origin,
    localPort: local.localPort,
    folder: SHOP_FOLDER,
    siteUrl,
    command: npmCommand,
  };
  const decision = whoseBackend(await probeBackend(local.origin), wanted);
  if (decision.action === 'refuse') {
    console.error(decision.reason);
    process.exit(1);
  }
  if (decision.action === 'reuse') {
    console.log(`this copy's local backend is already running at ${local.origin} (mail outbox: ${local.origin}/mail)`);
  } else {
    backend = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], { stdio: 'inherit', env: process.env });
    await waitForLocal(backend);
  }
}

const app = spawn(command, args, { stdio: 'inherit', env: process.env, shell: process.platform === 'win32' });

function stop(code: number) {
  backend?.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.kill(signal));
app.on('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)));
backend?.on('exit', (code) => {
  if (app.exitCode === null) {
    console.error(`local backend stopped (code ${code}); stopping.`);
    app.kill('SIGTERM');
  }
});

/**
 * Runs the main journeys in one engine: `npx tsx tests/engines/run.ts firefox`
 * (or `webkit`), which `npm run test:firefox` / `npm run test:webkit` and
 * `npm test` call. It installs the engine if missing (Debian packages), builds
 * the shop with scripts/build-for-e2e.ts and serves it with tests/e2e/serve.ts,
 * as the Playwright tests do, but on the engine's own ports (../support/test-ports.ts),
 * so it never meets a Playwright run, the other engine, another run, or `npm run dev`.
 * Extra arguments go to Vitest (say, `-t "French"`).
 * ENGINE_REUSE_BUILD=1 serves the engine's previous build instead of building again.
 * ENGINE_SCREENSHOTS=<dir> also saves screenshots of the main pages there.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ENGINE_SERVERS, exitIfPortsTaken } from '../support/test-ports.ts';

const engine = process.argv[2];
if (engine !== 'firefox' && engine !== 'webkit') {
  console.error('usage: tsx tests/engines/run.ts firefox|webkit [vitest arguments]');
  process.exit(2);
}
const started = Date.now();
const env = process.env;
// Every process this run starts serves or drives this engine, on the engine's own ports (../support/test-ports.ts).
env.TEST_ENGINE = engine;
if (env.ENGINE_SCREENSHOTS) {
  env.ENGINE_SCREENSHOTS = resolve(env.ENGINE_SCREENSHOTS);
  await mkdir(env.ENGINE_SCREENSHOTS, { recursive: true });
}
// backend-env.ts reads the engine when first imported, so only now.
const { E2E_BUILD_DIR, E2E_SITE_PORT, TEST_PORT_OFFSET } = await import('../support/backend-env.ts');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A port taken by another run stops this one before anything is built.
await exitIfPortsTaken(Object.values(ENGINE_SERVERS[engine]), TEST_PORT_OFFSET);
run('bash', [`scripts/ensure-${engine}.sh`]);
if (!(env.ENGINE_REUSE_BUILD && existsSync(E2E_BUILD_DIR))) run('npx', ['tsx', 'scripts/build-for-e2e.ts']);

const site = `http://127.0.0.1:${E2E_SITE_PORT}/`;
// Its own process group, so stopping it stops the shop server it starts too.
const server = spawn('npx', ['tsx', 'tests/e2e/serve.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
  detached: true,
});
const stopServer = () => {
  if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
};
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(site)).ok) break;
  } catch {
    // not listening yet
  }
  if (tries > 600 || server.exitCode !== null) {
    console.error(`the shop did not answer on ${site}`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}

const vitest = [
  'vitest',
  'run',
  '--config',
  'tests/engines/vitest.config.ts',
  '--project',
  engine,
  ...process.argv.slice(3),
];
// MiniBrowser needs an X display: a virtual one, so nothing opens on a developer's screen either.
const [command, args] =
  engine === 'webkit' ? ['xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', 'npx', ...vitest]] : ['npx', vitest];
const tests = spawnSync(command, args as string[], { stdio: 'inherit', env });
console.log(`${engine}: ${((Date.now() - started) / 1000).toFixed(0)} s in all, build and server included`);
process.exit(tests.status ?? 1);

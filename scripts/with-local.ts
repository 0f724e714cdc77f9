/**
 * Runs a command (the dev server, or the production server) with the embedded
 * backend behind it: when the shop's backend variables still point at
 * `local/` and nothing answers there yet, starts `local/` first and stops it
 * when the command ends. With live services configured it just runs the command.
 *
 *   tsx scripts/with-local.ts astro dev
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BACKEND_VARIABLES, LOCAL_ORIGIN } from '../local/defaults.js';

if (existsSync('.env')) process.loadEnvFile('.env');

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/with-local.ts <command> [args...]');
  process.exit(2);
}

const usesLocal = Object.entries(BACKEND_VARIABLES).some(
  ([name, localValue]) => (process.env[name] ?? localValue).replace(/\/+$/, '') === localValue,
);

async function localAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${LOCAL_ORIGIN}/_local/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForLocal(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`local backend exited with code ${child.exitCode}`);
    if (await localAnswers()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('local backend did not start within 60 s');
}

let backend: ChildProcess | undefined;
if (usesLocal) {
  if (await localAnswers()) {
    console.log(`local backend already running at ${LOCAL_ORIGIN} (mail outbox: ${LOCAL_ORIGIN}/mail)`);
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

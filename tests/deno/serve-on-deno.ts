/**
 * Serves one Edge Function's entry point (`supabase/functions/<name>/index.ts`)
 * with Deno, as Supabase runs it: its own deno.json, its packages read from
 * the shop's node_modules (so at package-lock.json's versions, with no
 * download), and Deno.serve on an address the system picks (DENO_SERVE_ADDRESS,
 * as Supabase's runtime picks it). The function may reach this machine only
 * (--allow-net=127.0.0.1), and sees only the variables given here.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServedFunction {
  /** Where the function answers, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** What Deno printed so far: an assertion that fails shows it. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * How long Deno may take to listen. A cold start loads the function and every
 * package it imports from node_modules; on a loaded machine that has taken most
 * of a minute, so the bound is generous: it only matters when Deno never listens.
 */
const START_TIMEOUT_MS = 120_000;

export function serveOnDeno(
  name: string,
  env: Record<string, string>,
  options: { preload?: string[]; timeoutMs?: number } = {},
): Promise<ServedFunction> {
  const dir = `supabase/functions/${name}`;
  const args = [
    'scripts/deno.sh',
    'run',
    '--allow-net=127.0.0.1',
    '--allow-env',
    '--allow-read',
    '--node-modules-dir=manual',
    `--config=${dir}/deno.json`,
    ...(options.preload ?? []).map((file) => `--preload=${file}`),
    `${dir}/index.ts`,
  ];
  const child = spawn('bash', args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? root,
      ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
      NO_COLOR: '1',
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const timeoutMs = options.timeoutMs ?? START_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name} did not start on Deno within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Deno.serve's own line once it listens.
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ origin: listening[1]!, output: () => output, stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} stopped on Deno (exit ${code}) before it listened:\n${output}`));
    });
  });
}

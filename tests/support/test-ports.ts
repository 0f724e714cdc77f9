/**
 * The ports every test server listens on, and the check that they are free.
 *
 * A test run owns one port in each block of 1,000 from 20000: block n holds
 * the ports of one server (below), and TEST_PORT_OFFSET (0–999) picks the
 * port within every block. Two runs with different offsets therefore never
 * share a port, whatever the engines or stages each is running; the ports of
 * `npm run dev` (4321, 54321) and `npm run bench` (4500, 54500) lie outside
 * the blocks. Ports under 32768 are also outside Linux's range for outgoing
 * connections, so no client socket takes one by chance.
 */
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

export const OFFSET_VARIABLE = 'TEST_PORT_OFFSET';
const FIRST_PORT = 20_000;
const BLOCK = 1_000;

/** The servers of one test run, in block order. */
export const TEST_SERVERS = [
  'integration tests backend',
  'Chromium tests backend',
  'Chromium tests shop',
  'Firefox journeys backend',
  'Firefox journeys shop',
  'WebKit journeys backend',
  'WebKit journeys shop',
  'Edge Functions on Deno backend',
] as const;
export type TestServer = (typeof TEST_SERVERS)[number];

/** The browser engine a run of the browser journeys drives: Playwright's Chromium unless an engine run says otherwise. */
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

export const ENGINE_SERVERS: Record<Engine, { backend: TestServer; shop: TestServer }> = {
  chromium: { backend: 'Chromium tests backend', shop: 'Chromium tests shop' },
  firefox: { backend: 'Firefox journeys backend', shop: 'Firefox journeys shop' },
  webkit: { backend: 'WebKit journeys backend', shop: 'WebKit journeys shop' },
};

/** The offset in TEST_PORT_OFFSET: a whole number from 0 to 999, or an error that says so. */
export function portOffset(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset >= BLOCK) {
    throw new Error(`${OFFSET_VARIABLE} must be a whole number from 0 to ${BLOCK - 1}; it is "${value}".`);
  }
  return offset;
}

export function testPort(server: TestServer, offset: number): number {
  return FIRST_PORT + TEST_SERVERS.indexOf(server) * BLOCK + offset;
}

/** Whether something listens on 127.0.0.1:port, found by trying to listen there ourselves. */
export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(true) : reject(error),
    );
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** Who listens on a port, as `ss` and `ps` tell it (process id and command), when they can. */
export function portHolder(port: number): string | undefined {
  try {
    const lines = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8', timeout: 2_000 });
    const pids = [...new Set([...lines.matchAll(/pid=(\d+)/g)].map((match) => match[1]!))];
    return pids.length ? pids.map((pid) => `pid ${pid}${command(pid)}`).join(', ') : undefined;
  } catch {
    return undefined;
  }
}

/** A process's command line (its end, where the script is named) and folder. */
function command(pid: string): string {
  try {
    const line = execFileSync('ps', ['-o', 'args=', '-p', pid], { encoding: 'utf8', timeout: 2_000 }).trim();
    const folder = readlinkSync(`/proc/${pid}/cwd`, { encoding: 'utf8' });
    return ` (${line.length > 120 ? `...${line.slice(-117)}` : line}, in ${folder})`;
  } catch {
    return '';
  }
}

/** What a run says when one of its ports is taken: the port, its holder where known, and how to move. */
export function portTakenMessage(server: TestServer, port: number, offset: number, holder?: string): string {
  return [
    `Port ${port} (the ${server}) is already in use${holder ? ` by ${holder}` : ''}.`,
    `Another test run with ${OFFSET_VARIABLE}=${offset}? Stop it, or give this run other ports:`,
    `  ${OFFSET_VARIABLE}=${(offset + 100) % BLOCK} npm test`,
    `(${OFFSET_VARIABLE} is a whole number from 0 to ${BLOCK - 1}; each run uses port ${FIRST_PORT}+n×${BLOCK}+offset for its servers.)`,
  ].join('\n');
}

/** Stops this process with the port message when the port of one of these servers is taken. */
export async function exitIfPortsTaken(servers: readonly TestServer[], offset: number): Promise<void> {
  for (const server of servers) {
    const port = testPort(server, offset);
    if (await portTaken(port)) {
      console.error(portTakenMessage(server, port, offset, portHolder(port)));
      process.exit(1);
    }
  }
}

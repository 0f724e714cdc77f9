/**
 * Sequential requests against a set of pages: the median wall time of a full response and the
 * median server CPU each request cost, read from the server itself before and after every request.
 * The pages take turns, one request each per round, so a slow spell of the machine weighs on every
 * page alike instead of on whichever page was being measured at the time.
 */
import { performance } from 'node:perf_hooks';
import type { ShopServer } from './server.ts';

export interface PageCost {
  /** Median server CPU per request, ms. */
  cpuMs: number;
  /** Median time to the last byte of the response, ms. */
  timeMs: number;
}

/**
 * Untimed requests first, so every page is measured on a warm server: caches filled and the
 * rendering code compiled by V8's optimising tier, as on a server that has been up for a while.
 * The optimising compiler works on threads of its own whose CPU the process's usage includes, so
 * while it is still at work every request measured pays for some of it. 30 requests per page were
 * too few: after them the product page measured 5.6–6.0 ms; after 200, 4.0–4.3 ms, as much as
 * when 300 requests are measured instead of 30 (4.1 ms), so the compiler is done by then.
 */
export const WARM_UP = 200;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function get(server: ShopServer, path: string): Promise<string> {
  const response = await fetch(server.origin + path);
  const body = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return body;
}

/** The page's HTML, failing when the page does not answer 200. */
export const fetchPage = get;

export async function measurePages(server: ShopServer, paths: string[], runs: number): Promise<Map<string, PageCost>> {
  const [costs] = await comparePages([server], paths, runs);
  return costs!;
}

/**
 * The same measurement on several servers at once (builds of different commits): every request to
 * one server is followed by the same request to the others, the first server changing each round,
 * so a slow spell of the machine weighs on every build alike. One map of costs per server, in order.
 */
export async function comparePages(
  servers: ShopServer[],
  paths: string[],
  runs: number,
): Promise<Map<string, PageCost>[]> {
  for (const path of paths) for (let i = 0; i < WARM_UP; i++) for (const server of servers) await get(server, path);
  const cpu = servers.map(() => new Map<string, number[]>(paths.map((path) => [path, []])));
  const time = servers.map(() => new Map<string, number[]>(paths.map((path) => [path, []])));
  for (let i = 0; i < runs; i++) {
    for (const path of paths) {
      for (let turn = 0; turn < servers.length; turn++) {
        const s = (i + turn) % servers.length;
        const server = servers[s]!;
        const cpuBefore = await server.cpuMs();
        const start = performance.now();
        await get(server, path);
        time[s]!.get(path)!.push(performance.now() - start);
        cpu[s]!.get(path)!.push((await server.cpuMs()) - cpuBefore);
      }
    }
  }
  return servers.map(
    (_, s) =>
      new Map(paths.map((path) => [path, { cpuMs: median(cpu[s]!.get(path)!), timeMs: median(time[s]!.get(path)!) }])),
  );
}

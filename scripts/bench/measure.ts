/**
 * Sequential requests against one page: the median wall time of a full response and the median
 * server CPU each request cost, read from the server itself before and after every request.
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
 * With a handful of requests the first page measured would pay for the compilation.
 */
export const WARM_UP = 30;

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

export async function measurePage(server: ShopServer, path: string, runs: number): Promise<PageCost> {
  for (let i = 0; i < WARM_UP; i++) await get(server, path);
  const cpu: number[] = [];
  const time: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpuBefore = await server.cpuMs();
    const start = performance.now();
    await get(server, path);
    time.push(performance.now() - start);
    cpu.push((await server.cpuMs()) - cpuBefore);
  }
  return { cpuMs: median(cpu), timeMs: median(time) };
}

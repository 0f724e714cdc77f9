/**
 * Two builds measured in one run (`BENCH_BEFORE`): every request to one server is followed by the
 * same request to the other, the first server changing each round, and each server's figures are
 * read from that server alone.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { comparePages, WARM_UP } from '../../scripts/bench/measure.ts';
import type { ShopServer } from '../../scripts/bench/server.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A server that answers every page, logs each request under its name and "spends" `cpuPerRequest` ms on it. */
async function fakeShop(name: string, cpuPerRequest: number, log: string[]): Promise<ShopServer> {
  let cpu = 0;
  const server = createServer((req, res) => {
    log.push(`${name} ${req.url}`);
    cpu += cpuPerRequest;
    res.end('ok');
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    cpuMs: async () => cpu,
    memory: async () => process.memoryUsage(),
    stop: async () => {},
  };
}

describe('comparePages', () => {
  it('sends each request to both servers in turn, the first changing every round', async () => {
    const log: string[] = [];
    const now = await fakeShop('now', 1, log);
    const before = await fakeShop('before', 1, log);
    await comparePages([now, before], ['/', '/shop'], 2);
    const measured = log.slice(2 * 2 * WARM_UP);
    expect(measured).toEqual([
      'now /',
      'before /',
      'now /shop',
      'before /shop',
      'before /',
      'now /',
      'before /shop',
      'now /shop',
    ]);
  });

  it('gives each server the CPU it reported itself, page by page', async () => {
    const log: string[] = [];
    const now = await fakeShop('now', 3, log);
    const before = await fakeShop('before', 5, log);
    const [nowCosts, beforeCosts] = await comparePages([now, before], ['/', '/about'], 3);
    expect(nowCosts!.get('/')!.cpuMs).toBe(3);
    expect(nowCosts!.get('/about')!.cpuMs).toBe(3);
    expect(beforeCosts!.get('/')!.cpuMs).toBe(5);
    expect(beforeCosts!.get('/about')!.cpuMs).toBe(5);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { probeBackend, SHOP_FOLDER, whoseBackend, type WantedBackend } from './ownership.ts';

const wanted: WantedBackend = {
  origin: 'http://127.0.0.1:54321',
  localPort: 54321,
  folder: SHOP_FOLDER,
  siteUrl: 'http://localhost:4321',
  command: 'npm run dev',
};

describe('whoseBackend', () => {
  it('starts a backend when nothing answers on the port', () => {
    expect(whoseBackend({ kind: 'free' }, wanted)).toEqual({ action: 'start' });
  });

  it("reuses this copy's backend when it returns shoppers to this shop", () => {
    const probe = { kind: 'backend', folder: SHOP_FOLDER, siteUrl: 'http://localhost:4321/' } as const;
    expect(whoseBackend(probe, wanted)).toEqual({ action: 'reuse' });
  });

  it("refuses another copy's backend, naming that copy, its shop and how to move", () => {
    const probe = { kind: 'backend', folder: '/tmp/other-shop', siteUrl: 'http://localhost:4321' } as const;
    const decision = whoseBackend(probe, wanted);
    expect(decision.action).toBe('refuse');
    const reason = decision.action === 'refuse' ? decision.reason : '';
    expect(reason).toContain(
      'The backend at http://127.0.0.1:54321 belongs to another copy of the shop, in /tmp/other-shop',
    );
    expect(reason).toContain('LOCAL_PORT=54400 npm run dev');
  });

  it('refuses a backend too old to say whose it is', () => {
    const decision = whoseBackend({ kind: 'backend' }, wanted);
    expect(decision).toMatchObject({ action: 'refuse', reason: expect.stringContaining('does not say where it is') });
  });

  it("refuses this copy's backend when it would return shoppers to another address", () => {
    const probe = { kind: 'backend', folder: SHOP_FOLDER, siteUrl: 'http://localhost:4321' } as const;
    const decision = whoseBackend(probe, { ...wanted, siteUrl: 'http://localhost:4400' });
    expect(decision).toMatchObject({
      action: 'refuse',
      reason: expect.stringContaining('sends shoppers back to http://localhost:4321, not to http://localhost:4400'),
    });
  });

  it('refuses a port held by another program, and suggests a port other than the one taken', () => {
    const decision = whoseBackend(
      { kind: 'other', detail: 'HTTP 404 on /_local/health' },
      { ...wanted, localPort: 54400, command: 'npm start' },
    );
    expect(decision).toMatchObject({ action: 'refuse', reason: expect.stringContaining('LOCAL_PORT=54401 npm start') });
  });
});

describe('probeBackend', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server on a free port answering every request with `status` and `body`; resolves to its origin. */
  async function serve(status: number, body: string): Promise<string> {
    server = createServer((_req, res) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(body));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("reads the folder and shop address a backend's health check reports", async () => {
    const origin = await serve(200, JSON.stringify({ ok: true, folder: '/tmp/other-shop', siteUrl: 'http://x:1' }));
    expect(await probeBackend(origin)).toEqual({ kind: 'backend', folder: '/tmp/other-shop', siteUrl: 'http://x:1' });
  });

  it('tells another program apart from a backend', async () => {
    const origin = await serve(404, 'not found');
    expect(await probeBackend(origin)).toEqual({ kind: 'other', detail: 'HTTP 404 on /_local/health' });
  });

  it('finds a port nobody listens on free', async () => {
    const origin = await serve(200, '{}');
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await probeBackend(origin)).toEqual({ kind: 'free' });
  });
});

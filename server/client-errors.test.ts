/**
 * The shop's server answers what never reaches its listener (a request Node
 * cannot read, headers past its limit, CONNECT) with the shop's security
 * headers, as every other answer of the shop.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer } from './app.mjs';
import { securityHeaders } from '../integrations/security-headers.mjs';

const HEADERS = securityHeaders("default-src 'self'; frame-ancestors 'none'");
let server: ReturnType<typeof createShopServer>;
let port: number;

beforeAll(async () => {
  server = createShopServer({
    clientDir: mkdtempSync(join(tmpdir(), 'shop-client-')),
    render: (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end('<p>page</p>');
    },
    headers: HEADERS,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `raw` as it is and reads the whole answer, until the server closes the connection. */
function send(raw: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

function expectShopHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toBe(HEADERS['Content-Security-Policy']);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe("the shop server's own answers", () => {
  it('a request Node cannot read gets 400 with the security headers', async () => {
    const answer = await send('GET / HTTP/1.1\r\nHost: shop\r\nNot a header\r\n\r\n');
    expect(answer.status).toBe(400);
    expectShopHeaders(answer.headers);
  });

  it("headers past Node's limit get 431 with the security headers", async () => {
    const answer = await send(`GET / HTTP/1.1\r\nHost: shop\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectShopHeaders(answer.headers);
  });

  it('CONNECT gets 405 with the security headers', async () => {
    const answer = await send('CONNECT shop:443 HTTP/1.1\r\nHost: shop:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    expectShopHeaders(answer.headers);
  });

  it('a readable request still reaches the shop', async () => {
    const answer = await send('GET /page HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expectShopHeaders(answer.headers);
  });
});

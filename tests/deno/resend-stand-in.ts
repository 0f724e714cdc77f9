/**
 * A stand-in for Resend's `POST /emails`, for tests that serve a function on
 * Deno: what the function sends lands in the embedded backend's outbox, where
 * the tests read it as they read every other e-mail of the shop. It answers as
 * Resend does: 401 without the API key, 422 for a message it could not send,
 * 200 with the new message's id.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import type { MailOutbox } from '../../local/platform/mail.ts';

export interface ResendStandIn {
  origin: string;
  /** The senders (`from`) of the messages accepted, in order. */
  senders: string[];
  close(): Promise<void>;
}

const refusal = (statusCode: 401 | 422, name: string, message: string) => ({ statusCode, name, message });

/** Listens on a port the system picks (nothing else needs to know it before the test starts). */
export async function startResendStandIn(outbox: MailOutbox, apiKey: string): Promise<ResendStandIn> {
  const senders: string[] = [];
  const app = new Hono();
  app.post('/emails', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${apiKey}`) {
      return c.json(refusal(401, 'missing_api_key', 'Missing or wrong API key'), 401);
    }
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const to = Array.isArray(body?.to) ? body.to : [body?.to];
    const fields = [body?.from, to[0], body?.subject, body?.text, body?.html];
    if (to.length !== 1 || !fields.every((field) => typeof field === 'string' && field !== '')) {
      return c.json(refusal(422, 'validation_error', 'from, one to, subject, text and html are required'), 422);
    }
    const [from, address, subject, text, html] = fields as string[];
    const stored = await outbox.send({ to: address!, subject: subject!, text: text!, html: html! });
    senders.push(from!);
    return c.json({ id: `resend_${stored.id}` });
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    senders,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

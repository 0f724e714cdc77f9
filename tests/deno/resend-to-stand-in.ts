/**
 * Loaded by Deno before a function's entry point (`deno run --preload`) in
 * the tests that serve a function: the function sends its e-mails to Resend's
 * HTTP API at a fixed address, which a test cannot reach and must not; this
 * sends those requests, unchanged but for the origin, to the stand-in at
 * RESEND_API_ORIGIN, which keeps them in the embedded backend's outbox. Every
 * other request goes out as it is (Deno's --allow-net keeps them on this
 * machine). It runs first so the entry point's `fetch` is already this one.
 */
import { requiredEnv } from '../../supabase/functions/_shared/deno-runtime.ts';

const RESEND_ORIGIN = 'https://api.resend.com';
const standIn = new URL(requiredEnv('RESEND_API_ORIGIN')).origin;
const send = globalThis.fetch;

globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.origin !== RESEND_ORIGIN) return send(request);
  return send(new Request(`${standIn}${url.pathname}${url.search}`, request));
};

/**
 * Whether resend-activation's answer time tells who has an account: the median time of its answer
 * for accounts waiting for activation and for unknown addresses, the two taking turns. The function
 * answers before it looks the account up, so the two should match; the ratio is reported, not judged.
 */
import { performance } from 'node:perf_hooks';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { median } from './measure.ts';

export interface EnumerationTiming {
  tries: number;
  waitingMs: number;
  unknownMs: number;
}

const serviceHeaders = {
  'Content-Type': 'application/json',
  apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
  Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
};

async function request(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${init.method} ${url} answered ${response.status}`);
}

/** Waits until every waiting account has its e-mail: the work done after the answer really happened. */
async function activationsMailed(backendOrigin: string, addresses: string[]): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${backendOrigin}/_local/mail`);
    const recipients = new Set(((await response.json()) as { to: string }[]).map((mail) => mail.to));
    if (addresses.every((address) => recipients.has(address))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('resend-activation did not mail every account waiting for activation');
}

/** `backendOrigin` must run in test mode: the per-IP limit is raised for the run, then restored. */
export async function resendActivationTiming(backendOrigin: string, tries: number): Promise<EnumerationTiming> {
  const limits = `${backendOrigin}/_local/functions/rate-limits`;
  await request(limits, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ perIp: { max: 10 * tries, windowSeconds: 3600 } }),
  });
  try {
    const address = (kind: string, i: number) => `bench-${kind}-${i}-${Date.now()}@example.ca`;
    const waiting = Array.from({ length: tries }, (_, i) => address('waiting', i));
    for (const email of waiting) {
      await request(`${backendOrigin}/auth/v1/admin/users`, {
        method: 'POST',
        headers: serviceHeaders,
        body: JSON.stringify({ email, user_metadata: { password_set: false } }),
      });
    }
    const timed = async (email: string) => {
      const started = performance.now();
      await request(`${backendOrigin}/functions/v1/resend-activation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return performance.now() - started;
    };
    await timed(address('warm-up', 0));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < tries; i++) {
      known.push(await timed(waiting[i]!));
      unknown.push(await timed(address('nobody', i)));
    }
    await activationsMailed(backendOrigin, waiting);
    return { tries, waitingMs: median(known), unknownMs: median(unknown) };
  } finally {
    await request(limits, { method: 'DELETE' });
  }
}

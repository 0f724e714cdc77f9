import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET, localDefaults } from './defaults.js';
import { signJwt, verifyJwt } from './jwt.ts';

const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyJwt', () => {
  it('reads the demo anon and service-role keys', async () => {
    const keys = localDefaults();
    const anon = await verifyJwt(keys.supabaseAnonKey, LOCAL_JWT_SECRET);
    const service = await verifyJwt(keys.supabaseServiceRoleKey, LOCAL_JWT_SECRET);
    expect(anon.ok && anon.claims.role).toBe('anon');
    expect(service.ok && service.claims.role).toBe('service_role');
  });

  it('accepts a user token it signed and keeps its claims', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u-1', exp: now() + 60 }, LOCAL_JWT_SECRET);
    const result = await verifyJwt(token, LOCAL_JWT_SECRET);
    expect(result.ok && result.claims.sub).toBe('u-1');
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signJwt({ role: 'service_role' }, 'another-secret-another-secret-another-secret');
    expect(await verifyJwt(token, LOCAL_JWT_SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role' })}.`;
    expect(await verifyJwt(token, LOCAL_JWT_SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says an expired token is expired', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u-1', exp: now() - 10 }, LOCAL_JWT_SECRET);
    expect(await verifyJwt(token, LOCAL_JWT_SECRET)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a role the database does not know, and garbage', async () => {
    const token = await signJwt({ role: 'postgres' }, LOCAL_JWT_SECRET);
    expect(await verifyJwt(token, LOCAL_JWT_SECRET)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyJwt('not.a.token', LOCAL_JWT_SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });
});

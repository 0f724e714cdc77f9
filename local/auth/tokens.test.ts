import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../defaults.js';
import { verifyJwt } from '../jwt.ts';
import { hashToken, randomToken, signAccessToken } from './tokens.ts';

describe('tokens', () => {
  it('are random, URL-safe and long enough not to be guessed', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as a SHA-256 hash that differs from the token and is plain SHA-256', () => {
    const token = randomToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken(token)).not.toBe(hashToken(randomToken()));
  });

  it('access tokens verify with the local secret and expire one hour after issue', async () => {
    const { token, expiresAt } = await signAccessToken(
      {
        userId: 'u-1',
        email: 'a@example.com',
        appMetadata: {},
        userMetadata: { password_set: false },
        sessionId: 's-1',
        method: 'otp',
        signedInAt: 1000,
      },
      'http://127.0.0.1/auth/v1',
      Math.floor(Date.now() / 1000),
      LOCAL_JWT_SECRET,
    );
    const result = await verifyJwt(token, LOCAL_JWT_SECRET);
    expect(result.ok && result.claims).toMatchObject({
      sub: 'u-1',
      role: 'authenticated',
      session_id: 's-1',
      user_metadata: { password_set: false },
      amr: [{ method: 'otp', timestamp: 1000 }],
      exp: expiresAt,
    });
    expect(expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(3599);
  });
});

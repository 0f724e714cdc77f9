import { describe, expect, it } from 'vitest';
import { AuthError } from './errors.ts';
import { assertStrongPassword, hashPassword, verifyPassword, weaknesses } from './passwords.ts';

describe('passwords', () => {
  it('are stored as a bcrypt hash, never in clear, and verify against it', async () => {
    const hash = await hashPassword('Cycling2025');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(hash).not.toContain('Cycling2025');
    expect(await verifyPassword('Cycling2025', hash)).toBe(true);
    expect(await verifyPassword('cycling2025', hash)).toBe(false);
  });

  it('without a stored hash, nothing verifies', async () => {
    expect(await verifyPassword('not-a-password', null)).toBe(false);
    expect(await verifyPassword('', undefined)).toBe(false);
  });

  it('need 8 characters with lower-case and upper-case letters and digits', () => {
    expect(weaknesses('Cycling2025')).toEqual([]);
    expect(weaknesses('Cy1')).toEqual(['length']);
    expect(weaknesses('cycling2025')).toEqual(['characters']);
    expect(weaknesses('CYCLING2025')).toEqual(['characters']);
    expect(weaknesses('Cyclingxx')).toEqual(['characters']);
    expect(weaknesses('short')).toEqual(['length', 'characters']);
  });

  it('a weak one is refused with 422 weak_password and its reasons', () => {
    try {
      assertStrongPassword('short');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AuthError);
      expect(error).toMatchObject({
        status: 422,
        code: 'weak_password',
        extra: { weak_password: { reasons: ['length', 'characters'] } },
      });
    }
    expect(() => assertStrongPassword(`Aa1${'x'.repeat(80)}`)).toThrow(/longer than 72/);
  });
});

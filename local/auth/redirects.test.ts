import { describe, expect, it } from 'vitest';
import { allowedRedirect, expiredLinkRedirect, fragmentOf, withFragment } from './redirects.ts';

const site = 'https://shop.example';

describe('allowedRedirect', () => {
  it('keeps an address on the site origin', () => {
    expect(allowedRedirect('https://shop.example/auth/confirm?x=1', site)).toBe(
      'https://shop.example/auth/confirm?x=1',
    );
  });

  it('sends anything else to the site URL', () => {
    for (const other of [
      'https://evil.example/auth/confirm',
      'http://shop.example/auth/confirm',
      'https://shop.example:8443/',
      'https://shop.example.evil.example/',
      'https://user:pass@shop.example/',
      '//evil.example/',
      '/auth/confirm',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(allowedRedirect(other, site)).toBe(site);
    }
  });
});

describe('fragments', () => {
  it('sorts keys alphabetically, adds the empty sb marker and form-encodes values', () => {
    expect(fragmentOf({ type: 'signup', access_token: 'a b', expires_in: 3600 })).toBe(
      'access_token=a+b&expires_in=3600&sb=&type=signup',
    );
  });

  it('replaces an existing fragment', () => {
    expect(withFragment('https://shop.example/auth/confirm#old', { type: 'recovery' })).toBe(
      'https://shop.example/auth/confirm#sb=&type=recovery',
    );
  });

  it('writes the expired-link error as Supabase does', () => {
    expect(expiredLinkRedirect('https://shop.example/')).toBe(
      'https://shop.example/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });
});

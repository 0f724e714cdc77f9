// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { authStorageKey, clearAuthStorage, hasStoredSession } from './session-storage.ts';

beforeEach(() => localStorage.clear());

describe('the stored session', () => {
  it.each([
    ['https://abcd.supabase.co', 'sb-abcd-auth-token'],
    ['http://localhost:54321', 'sb-localhost-auth-token'],
    ['http://127.0.0.1:54321', 'sb-127-auth-token'],
  ])('of %s is kept under %s', (url, key) => {
    expect(authStorageKey(url)).toBe(key);
  });

  it("is found only under the project's own key", () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('sb-other-auth-token', '{}');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(authStorageKey(), '{}');
    expect(hasStoredSession()).toBe(true);
  });

  it('clearing deletes every key starting with sb- and nothing else', () => {
    localStorage.setItem('sb-a-auth-token', '1');
    localStorage.setItem('sb-a-auth-token-code-verifier', '2');
    localStorage.setItem('sb-b-auth-token', '3');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('checkoutId', 'co_1');
    clearAuthStorage();
    expect(Object.keys(localStorage).sort()).toEqual(['checkoutId', 'theme']);
  });
});

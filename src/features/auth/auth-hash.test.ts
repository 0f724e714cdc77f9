// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  $authHashParams,
  $authLoadingFromHash,
  authParamsFromHash,
  captureAuthHash,
  guardAuthHash,
  isRefusedLinkHash,
  settleAuthHash,
  stripAuthHash,
} from './auth-hash.ts';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('the auth-token hash rule', () => {
  afterEach(() => settleAuthHash());

  it.each([
    ['#access_token=abc&expires_in=3600&refresh_token=def&token_type=bearer&type=magiclink', 'access_token'],
    ['#refresh_token=def', 'refresh_token'],
    ['#type=recovery', 'type'],
  ])('recognises %s by its %s', (hash, key) => {
    expect(authParamsFromHash(hash)).toHaveProperty(key);
  });

  it.each(['', '#', '#returns', '#lifetime-warranty', '#tokens'])('leaves an ordinary hash %j alone', (hash) => {
    expect(authParamsFromHash(hash)).toBeNull();
  });

  it('tells a refused e-mail link (an error in the hash) from tokens and ordinary hashes', () => {
    expect(isRefusedLinkHash('#error=access_denied&error_code=otp_expired&error_description=Email+link&sb=')).toBe(
      true,
    );
    expect(isRefusedLinkHash('#error_code=otp_expired')).toBe(true);
    expect(isRefusedLinkHash('#access_token=abc&type=magiclink')).toBe(false);
    expect(isRefusedLinkHash('#errors-and-returns')).toBe(false);
  });

  it('notes the parameters and enters the loading state, leaving the address for the auth client to read', () => {
    window.history.replaceState({ index: 3 }, '', '/faq?from=mail#access_token=abc&refresh_token=def&type=signup');
    expect(captureAuthHash()).toBe(true);
    expect(window.location.hash).toBe('#access_token=abc&refresh_token=def&type=signup');
    expect($authHashParams.get()).toEqual({ access_token: 'abc', refresh_token: 'def', type: 'signup' });
    expect($authLoadingFromHash.get()).toBe(true);
  });

  it('strips the hash (or the bare "#" the auth client leaves), keeping path, query and history state', () => {
    window.history.replaceState({ index: 3 }, '', '/faq?from=mail#access_token=abc&type=signup');
    stripAuthHash();
    expect(address()).toBe('/faq?from=mail');
    expect(window.history.state).toEqual({ index: 3 });
    window.history.replaceState({ index: 4 }, '', '/faq#');
    stripAuthHash();
    expect(window.location.href.endsWith('/faq')).toBe(true);
    expect(window.history.state).toEqual({ index: 4 });
  });

  it('does nothing to an address without auth tokens', () => {
    window.history.replaceState(null, '', '/shipping#returns');
    expect(captureAuthHash()).toBe(false);
    stripAuthHash();
    expect(window.location.hash).toBe('#returns');
    expect($authLoadingFromHash.get()).toBe(false);
  });

  it('hands the address to the auth client first, and strips the hash only once it is done', async () => {
    window.history.replaceState(null, '', '/#access_token=abc&expires_in=3600&refresh_token=def&token_type=bearer');
    const seenByClient: string[] = [];
    let finish!: () => void;
    guardAuthHash(() => {
      seenByClient.push(window.location.hash);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    expect(seenByClient).toEqual(['#access_token=abc&expires_in=3600&refresh_token=def&token_type=bearer']);
    expect($authLoadingFromHash.get()).toBe(true);
    await Promise.resolve();
    expect(window.location.hash).not.toBe('');

    finish();
    await new Promise((resolve) => setTimeout(resolve));
    expect(address()).toBe('/');
    expect($authLoadingFromHash.get()).toBe(false);
  });

  it('rewrites the entry that held the tokens when the auth client cleared them with a new entry, so Back never shows them', async () => {
    window.history.replaceState(null, '', '/#access_token=abc&expires_in=3600&refresh_token=def&token_type=bearer');
    guardAuthHash(async () => {
      // What supabase-js's `location.hash = ''` does in a browser once it has read the tokens: a new
      // history entry whose address ends in a bare "#".
      window.history.pushState(null, '', '/#');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(address()).toBe('/');
    window.history.forward();
    await new Promise((resolve) => setTimeout(resolve, 20));
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.href).not.toContain('access_token');
  });

  it('strips the hash even when the auth client could not be loaded', async () => {
    window.history.replaceState(null, '', '/about#access_token=abc&type=magiclink');
    guardAuthHash(() => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve));
    expect(address()).toBe('/about');
  });

  it('never calls the auth client for an ordinary address', () => {
    window.history.replaceState(null, '', '/shipping#returns');
    let called = false;
    guardAuthHash(async () => {
      called = true;
    });
    expect(called).toBe(false);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  $authHashParams,
  $authLoadingFromHash,
  authParamsFromHash,
  captureAuthHash,
  settleAuthHash,
} from './auth-hash.ts';

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

  it('strips the hash from the address, keeps the path, query and history state, and stays loading', () => {
    window.history.replaceState({ index: 3 }, '', '/faq?from=mail#access_token=abc&refresh_token=def&type=signup');
    expect(captureAuthHash()).toBe(true);
    expect(window.location.hash).toBe('');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/faq?from=mail');
    expect(window.history.state).toEqual({ index: 3 });
    expect($authHashParams.get()).toEqual({ access_token: 'abc', refresh_token: 'def', type: 'signup' });
    expect($authLoadingFromHash.get()).toBe(true);
  });

  it('does nothing to an address without auth tokens', () => {
    window.history.replaceState(null, '', '/shipping#returns');
    expect(captureAuthHash()).toBe(false);
    expect(window.location.hash).toBe('#returns');
    expect($authLoadingFromHash.get()).toBe(false);
  });

  it('leaves the loading state once the sign-in code has used the tokens', () => {
    window.history.replaceState(null, '', '/#access_token=abc');
    captureAuthHash();
    settleAuthHash();
    expect($authLoadingFromHash.get()).toBe(false);
  });
});

// @vitest-environment happy-dom
/**
 * A signed-in shopper sending a form has two auth clients in the page: the
 * session's own and the anonymous one forms use. They must not share a
 * storage key, or supabase-js warns of competing clients in the console.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { createBrowserClient } from './create-browser-client.ts';
import { dataClient } from './data-client.ts';

afterEach(() => vi.restoreAllMocks());

it('the session client and the forms client live side by side without a warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  createBrowserClient();
  await dataClient();
  const warnings = warn.mock.calls.map((call) => String(call[0]));
  expect(warnings.filter((text) => text.includes('Multiple GoTrueClient instances'))).toEqual([]);
});

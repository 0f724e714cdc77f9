/**
 * The page's language travels with the requests that lead to e-mails: on a
 * French page the shop's modules ask for `/fr/` return addresses, start
 * checkouts with metadata `locale: "fr"` and tell the activation function
 * `locale: "fr"`; on an English page they send what they always sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as englishActions from '~/features/auth/actions.ts';
import * as englishCheckout from '~/lib/surecart/checkout.ts';
import * as englishAccounts from '~/lib/supabase/accounts.ts';
import { fakeSupabase } from '~/lib/supabase/testing/fake-supabase.ts';
import { siteUrl } from '~/lib/env.ts';
import { speaking } from '../support/words.ts';

const frenchActions = {
  returnAddresses: speaking('fr-CA', englishActions.returnAddresses),
  requestPasswordReset: speaking('fr-CA', englishActions.requestPasswordReset),
};
const frenchCheckout = { createCheckout: speaking('fr-CA', englishCheckout.createCheckout) };
const frenchAccounts = { resendActivation: speaking('fr-CA', englishAccounts.resendActivation) };

afterEach(() => vi.unstubAllGlobals());

describe('e-mail return addresses', () => {
  it('are the English pages in English', () => {
    expect(englishActions.returnAddresses()).toEqual({
      loginLink: `${siteUrl}/`,
      signUp: `${siteUrl}/auth/confirm`,
      passwordReset: `${siteUrl}/auth/update-password`,
    });
  });

  it('are the French pages in French', () => {
    expect(frenchActions.returnAddresses()).toEqual({
      loginLink: `${siteUrl}/fr/`,
      signUp: `${siteUrl}/fr/auth/confirm`,
      passwordReset: `${siteUrl}/fr/auth/update-password`,
    });
  });

  it('reach Auth with the request: a French password reset returns to /fr/auth/update-password', async () => {
    const fake = fakeSupabase();
    fake.auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    await frenchActions.requestPasswordReset(fake.client, ' ana@example.ca ');
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('ana@example.ca', {
      redirectTo: `${siteUrl}/fr/auth/update-password`,
    });
  });
});

/** The JSON body of the one POST /checkouts a `createCheckout` sends. */
async function checkoutBody(create: typeof englishCheckout.createCheckout): Promise<unknown> {
  const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ id: 'co_1', line_items: [] }), { status: 200 }));
  vi.stubGlobal('fetch', fetchSpy);
  await create({ priceId: 'price-1', variantId: null }).catch(() => undefined);
  const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body));
}

describe('a new checkout', () => {
  it('from an English page returns to the English thank-you page, and names no language', async () => {
    expect(await checkoutBody(englishCheckout.createCheckout)).toEqual({
      line_items: [{ price: 'price-1', quantity: 1 }],
      live_mode: true,
      metadata: { page_url: `${siteUrl}/thank-you` },
    });
  });

  it('from a French page returns to the French thank-you page, and says French in its metadata', async () => {
    expect(await checkoutBody(frenchCheckout.createCheckout)).toEqual({
      line_items: [{ price: 'price-1', quantity: 1 }],
      live_mode: true,
      metadata: { page_url: `${siteUrl}/fr/thank-you`, locale: 'fr' },
    });
  });
});

describe('asking for a new activation link', () => {
  it.each([
    ['English', englishAccounts.resendActivation, 'en'],
    ['French', frenchAccounts.resendActivation, 'fr'],
  ])('from a %s page tells the function its language', async (_name, resend, code) => {
    const fake = fakeSupabase();
    fake.functions.invoke.mockResolvedValue({ data: { message: 'ok' }, error: null });
    await resend(fake.client, 'ana@example.ca', 'fallback');
    expect(fake.functions.invoke).toHaveBeenCalledWith('resend-activation', {
      body: { email: 'ana@example.ca', locale: code },
      headers: { 'x-environment': 'production' },
    });
  });
});

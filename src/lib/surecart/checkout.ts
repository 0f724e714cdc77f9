/**
 * The shop host's checkout endpoints, called from the browser by the cart:
 * exact requests, with answers read by ./checkout-reader.ts.
 */
import { currentLocale } from '~/i18n/index.ts';
import { DEFAULT_LOCALE, localePath, ROUTING_CODE, type Locale } from '~/i18n/locales.ts';
import { checkoutApiUrl, commercePublicToken, siteUrl } from '../env.ts';
import { fetchJson } from '../http.ts';
import type { Checkout } from './checkout-types.ts';
import type { CreateCheckoutBody, CreateLineBody, UpdateLineBody } from '~shared/surecart/checkout.ts';
import { CART_EXPANSIONS, ORDER_EXPANSIONS, readCheckout } from './checkout-reader.ts';

/** The shop host's checkout form the cart's checkouts belong to. */
export const CHECKOUT_FORM_ID = 148;

function expandParams(expansions: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const expansion of expansions) params.append('expand[]', expansion);
  return params;
}

const json = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** GET /checkouts/{id} with the cart's expansions, the form id, a timestamp and the user's locale. */
export async function getCheckout(id: string, signal?: AbortSignal): Promise<Checkout> {
  const params = expandParams(CART_EXPANSIONS);
  params.set('form_id', String(CHECKOUT_FORM_ID));
  params.set('t', String(Date.now()));
  params.set('_locale', 'user');
  return readCheckout(await fetchJson(`${checkoutApiUrl}/checkouts/${encodeURIComponent(id)}?${params}`, { signal }));
}

/**
 * The thank-you page's read: the order's lines, prices, variants and products, with the public key.
 * `refresh_status=true` asks the platform to check the payment again first, so a checkout paid a
 * moment ago reads as paid, with its order number; `t`, the time of the read, makes each read an
 * address no page cache between the browser and the platform has seen (as every read of SureCart's
 * own scripts does), so a cached "unpaid" answer cannot come back.
 */
export async function getOrderCheckout(id: string, signal?: AbortSignal): Promise<Checkout> {
  const params = expandParams(ORDER_EXPANSIONS);
  params.set('refresh_status', 'true');
  params.set('t', String(Date.now()));
  const url = `${checkoutApiUrl}/checkouts/${encodeURIComponent(id)}?${params}`;
  return readCheckout(await fetchJson(url, { signal, headers: { Authorization: `Bearer ${commercePublicToken}` } }));
}

export interface LineToAdd {
  priceId: string;
  variantId: string | null;
}

const lineBody = (line: LineToAdd) =>
  ({
    price: line.priceId,
    quantity: 1,
    ...(line.variantId ? { variant: line.variantId } : {}),
  }) satisfies Omit<CreateLineBody, 'checkout'>;

/**
 * The shop's page for a paid order, in the page's language: `/thank-you`, `/fr/thank-you`.
 * The platform sends a paid shopper to the checkout's `return_url`, which the shop host's proxy
 * sets to its own return route (`/surecart/redirect`); that route sends them on to the
 * checkout's `metadata.page_url` with `checkout_id`, and the thank-you page takes it from there.
 */
export const orderPageUrl = (forLocale: Locale = currentLocale()) => `${siteUrl}${localePath('/thank-you', forLocale)}`;

/**
 * A new checkout's metadata: `page_url`, the way back after paying (above), and the language it
 * is started in, `locale: "fr"` from a French page, so the hosted checkout and its e-mails are
 * French. English, the default, sends no `locale`.
 */
export const checkoutMetadata = (forLocale: Locale = currentLocale()) => ({
  page_url: orderPageUrl(forLocale),
  ...(forLocale === DEFAULT_LOCALE ? {} : { locale: ROUTING_CODE[forLocale] }),
});

/** POST /checkouts with the first line and the metadata; the response's id becomes the stored cart id. */
export async function createCheckout(line: LineToAdd): Promise<Checkout> {
  const url = `${checkoutApiUrl}/checkouts?${expandParams(CART_EXPANSIONS)}`;
  return readCheckout(
    await fetchJson(
      url,
      json({
        line_items: [lineBody(line)],
        live_mode: true,
        metadata: checkoutMetadata(),
      } satisfies CreateCheckoutBody),
    ),
  );
}

/*
 * Line-item bodies are flat: the shop host puts what it receives under
 * `line_item` itself before passing it on to the platform, so a body wrapped
 * here would arrive as `line_item.line_item` and be refused.
 */

/** POST /line_items?consolidate=true with `{checkout, price, quantity, variant?}`; the same price and variant add up. */
export async function addLineItem(checkoutId: string, line: LineToAdd): Promise<void> {
  await fetchJson(
    `${checkoutApiUrl}/line_items?consolidate=true`,
    json({ checkout: checkoutId, ...lineBody(line) } satisfies CreateLineBody),
  );
}

/** PATCH /line_items/{id}?consolidate=true with `{quantity}`. */
export async function updateLineItem(lineId: string, quantity: number): Promise<void> {
  await fetchJson(
    `${checkoutApiUrl}/line_items/${encodeURIComponent(lineId)}?consolidate=true`,
    json({ quantity } satisfies UpdateLineBody, 'PATCH'),
  );
}

/** DELETE /line_items/{id}?consolidate=true. */
export async function deleteLineItem(lineId: string): Promise<void> {
  await fetchJson(`${checkoutApiUrl}/line_items/${encodeURIComponent(lineId)}?consolidate=true`, { method: 'DELETE' });
}

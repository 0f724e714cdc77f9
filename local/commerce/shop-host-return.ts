/**
 * The shop host's return route, `GET /surecart/redirect`, as SureCart's
 * WordPress plugin serves it on a real store. The plugin's checkout proxy sets
 * every checkout's `return_url` to this route on the shop host
 * (`CheckoutsController::middleware`), the platform sends the paid shopper to
 * it with `checkout_id`, and the route (`CheckoutRedirectMiddleware`) reads
 * the checkout and sends the shopper on to the first of its
 * `metadata.page_id` (a WordPress page), `metadata.buy_page_product_id` (a
 * product's buy page), `metadata.page_url`, or the store's own checkout page,
 * adding `checkout_id`. This stand-in has no WordPress pages, buy pages or
 * store checkout page, so `page_url` is the one way back; without it the
 * shopper gets a page that says so, where a real store would show its own
 * checkout page.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { ApiError } from './errors.ts';
import type { CheckoutRow, CheckoutService } from './checkouts.ts';
import { page } from './hosted-page.ts';

/** The route's path on the shop host. */
export const SHOP_HOST_RETURN_PATH = '/surecart/redirect';

/** The `return_url` the shop host's proxy gives the checkouts it creates: its own return route. */
export const shopHostReturnUrl = (shopHostOrigin: string) => `${shopHostOrigin}${SHOP_HOST_RETURN_PATH}`;

/**
 * `url` with `checkout_id` set, as WordPress's `add_query_arg` sets it: the
 * address's other query parameters and fragment kept, an earlier
 * `checkout_id` replaced.
 */
export function withCheckoutId(url: string, checkoutId: string): string {
  const address = new URL(url);
  address.searchParams.set('checkout_id', checkoutId);
  return address.href;
}

/** Where the hosted checkout sends a paid shopper: the checkout's return route, else its own paid page. */
export const afterPaymentUrl = (checkout: Pick<CheckoutRow, 'id' | 'return_url'>) =>
  checkout.return_url ? withCheckoutId(checkout.return_url, checkout.id) : `/checkout/${checkout.id}`;

/** The checkout's `metadata.page_url`, when it is a web address a redirect may go to (http or https). */
function pageUrlOf(checkout: CheckoutRow): string | undefined {
  const pageUrl = checkout.metadata.page_url;
  if (!pageUrl) return undefined;
  try {
    const { protocol } = new URL(pageUrl);
    return protocol === 'https:' || protocol === 'http:' ? pageUrl : undefined;
  } catch {
    return undefined;
  }
}

const nowhere = (message: string) =>
  page(
    'Nothing to return to',
    html`<main>
      <section>
        <h1>Nothing to return to</h1>
        <p>${message}</p>
      </section>
    </main>`,
  );

export function shopHostReturn(checkouts: CheckoutService): Hono {
  const app = new Hono();
  app.get(SHOP_HOST_RETURN_PATH, async (c) => {
    const id = c.req.query('checkout_id');
    if (!id) return c.html(nowhere('This address names no checkout.'), 404);
    let checkout: CheckoutRow;
    try {
      checkout = await checkouts.find(id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        return c.html(nowhere('This checkout does not exist.'), 404);
      }
      throw error;
    }
    const pageUrl = pageUrlOf(checkout);
    if (!pageUrl) return c.html(nowhere('This checkout names no page of the shop to return to.'), 404);
    return c.redirect(withCheckoutId(pageUrl, checkout.id), 302);
  });
  return app;
}

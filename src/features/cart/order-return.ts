/**
 * The thank-you page as the platform's way back reaches it. A paid shopper
 * comes back through the shop host's return route, which sends them to the
 * checkout's `metadata.page_url` (the thank-you page in their language) with
 * `checkout_id` added; the shop's own address for an order is `sc_order`,
 * the one its e-mails and the customer dashboard link. So an arrival with
 * `checkout_id` and no `sc_order` is sent on to the same page with
 * `sc_order`: one address per order, whichever way the shopper came.
 */

/** The same page with `sc_order` for an arrival that carries only `checkout_id`; null for any other. */
export function orderAddressForReturn(url: URL): string | null {
  if (url.searchParams.get('sc_order')?.trim()) return null;
  const checkoutId = url.searchParams.get('checkout_id')?.trim();
  if (!checkoutId) return null;
  return `${url.pathname}?${new URLSearchParams({ sc_order: checkoutId })}`;
}

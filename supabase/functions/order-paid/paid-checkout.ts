/**
 * The language a checkout was started in, as the shop records it: the
 * checkout's metadata `locale` (`fr` for a cart filled on the French pages).
 * The order.paid event names its checkout by id, so the function reads it from
 * the commerce platform (`GET /v1/checkouts/{id}`, secret key).
 */
export interface CheckoutLocaleOptions {
  /** The API base, e.g. https://api.surecart.com/v1. */
  apiUrl: string;
  secretKey: string;
  fetch?: typeof fetch;
}

export function checkoutLocaleClient(options: CheckoutLocaleOptions): (checkoutId: string) => Promise<unknown> {
  const send = options.fetch ?? fetch;
  return async (checkoutId) => {
    const url = `${options.apiUrl.replace(/\/$/, '')}/checkouts/${encodeURIComponent(checkoutId)}`;
    const response = await send(url, {
      headers: { Authorization: `Bearer ${options.secretKey}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`checkouts answered ${response.status}`);
    const checkout = (await response.json()) as { metadata?: { locale?: unknown } | null };
    return checkout.metadata?.locale;
  };
}

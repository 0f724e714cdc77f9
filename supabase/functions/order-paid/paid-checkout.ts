/**
 * The order's checkout, read from the commerce platform the way its own
 * WordPress plugin reads a paid checkout to link the buyer's account:
 * `GET /v1/checkouts/{id}?expand[]=customer` with the secret key. The
 * `order.paid` event names the checkout by id only, so this read is where the
 * buyer's customer id, e-mail address and the checkout's metadata `locale`
 * come from. Any failure (network, an error answer, a body that is not a JSON
 * object) rejects: the handler answers 5xx and the platform delivers again.
 */
export interface PaidCheckoutOptions {
  /** The API base, e.g. https://api.surecart.com/v1. */
  apiUrl: string;
  secretKey: string;
  fetch?: typeof fetch;
}

export function paidCheckoutClient(
  options: PaidCheckoutOptions,
): (checkoutId: string) => Promise<Record<string, unknown>> {
  const send = options.fetch ?? fetch;
  return async (checkoutId) => {
    const url = `${options.apiUrl.replace(/\/$/, '')}/checkouts/${encodeURIComponent(checkoutId)}?expand[]=customer`;
    const response = await send(url, {
      headers: { Authorization: `Bearer ${options.secretKey}`, Accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`checkouts answered ${response.status}`);
    }
    const checkout: unknown = await response.json();
    if (typeof checkout !== 'object' || checkout === null || Array.isArray(checkout)) {
      throw new Error('checkouts answered something other than a checkout');
    }
    return checkout as Record<string, unknown>;
  };
}

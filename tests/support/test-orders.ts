/** Orders placed over HTTP on a test backend, for integration and browser tests alike. */
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { checkoutAnswer, localProducts } from './commerce-wire.ts';

/**
 * Buys the first simple product through the hosted checkout (details, then the test payment), as `email`.
 * Returns the commerce customer id the payment created or found, and the checkout id.
 */
export async function placeOrder(origin: string, email: string): Promise<{ customerId: string; checkoutId: string }> {
  const products = localProducts(
    await (
      await fetch(`${origin}/v1/products?limit=100&expand[]=prices&expand[]=variants`, {
        headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartPublicToken}` },
      })
    ).json(),
    'prices',
    'variants',
  );
  const simple = products.data.find((p) => !p.variants.data.length && p.prices.data.length === 1);
  const host = `${origin}/wp-json/surecart/v1`;
  const created = await fetch(`${host}/checkouts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ line_items: [{ price: simple!.prices.data[0]!.id, quantity: 1 }] }),
  });
  const checkoutId = checkoutAnswer(await created.json()).id;
  const fields = {
    email,
    name: 'Portal Rider',
    line1: '1 rue Test',
    city: 'Québec',
    country: 'CA',
    region: 'QC',
    postal_code: 'G1R 1A1',
  };
  const details = await fetch(`${origin}/checkout/${checkoutId}/details`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const paid = await fetch(`${origin}/checkout/${checkoutId}/pay`, { method: 'POST', redirect: 'manual' });
  if (details.status !== 303 || paid.status !== 303) throw new Error('the test order could not be placed');
  // The shop host never shows an anonymous visitor the customer: the platform's own read (secret key) does.
  const { customer } = checkoutAnswer(
    await (
      await fetch(`${origin}/v1/checkouts/${checkoutId}?expand[]=customer`, {
        headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartSecretKey}` },
      })
    ).json(),
  );
  if (typeof customer !== 'object' || customer === null) throw new Error('the paid checkout came without its customer');
  return { customerId: customer.id, checkoutId };
}

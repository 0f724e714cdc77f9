import { inject } from 'vitest';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';

export const backendOrigin = () => inject('backendOrigin');

/** GET on the commerce API with the public token, returning status and JSON body. */
export async function commerceGet(pathAndQuery: string, token = LOCAL_DEFAULTS.surecartPublicToken) {
  const response = await fetch(`${backendOrigin()}/v1${pathAndQuery}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

export async function getJson(path: string, init?: RequestInit) {
  const response = await fetch(`${backendOrigin()}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** A request to the shop host's checkout endpoints (`/wp-json/surecart/v1`), with a JSON body when given. */
export function checkoutHostRequest(method: string, path: string, body?: unknown) {
  return getJson(`/wp-json/surecart/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Buys the first simple product through the hosted checkout (details, then the test payment), as `email`.
 * Returns the commerce customer id the payment created or found, and the checkout id.
 */
export async function placeTestOrder(email: string): Promise<{ customerId: string; checkoutId: string }> {
  const { body: products } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
  const simple = products.data.find(
    (p: { variants: { data: unknown[] }; prices: { data: unknown[] } }) =>
      p.variants.data.length === 0 && p.prices.data.length === 1,
  );
  const created = await checkoutHostRequest('POST', '/checkouts', {
    line_items: [{ price: simple.prices.data[0].id, quantity: 1 }],
  });
  const checkoutId = created.body.id as string;
  const fields = {
    email,
    name: 'Portal Rider',
    line1: '1 rue Test',
    city: 'Québec',
    country: 'CA',
    region: 'QC',
    postal_code: 'G1R 1A1',
  };
  const details = await fetch(`${backendOrigin()}/checkout/${checkoutId}/details`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const paid = await fetch(`${backendOrigin()}/checkout/${checkoutId}/pay`, { method: 'POST', redirect: 'manual' });
  if (details.status !== 303 || paid.status !== 303) throw new Error('the test order could not be placed');
  const { body } = await checkoutHostRequest('GET', `/checkouts/${checkoutId}?expand[]=customer`);
  return { customerId: body.customer.id as string, checkoutId };
}

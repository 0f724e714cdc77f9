import { inject } from 'vitest';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { placeOrder } from '../support/test-orders.ts';

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

/** A merchant's stock change (`{product | variant, available_stock?, …}`), through the backend's test-mode hook. */
export function changeStock(change: Record<string, unknown>) {
  return fetch(`${backendOrigin()}/_local/catalog/stock`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  });
}

/** Buys a simple product through the hosted checkout as `email` (see tests/support/test-orders.ts). */
export const placeTestOrder = (email: string) => placeOrder(backendOrigin(), email);

/** A buyer's details as the hosted checkout's form takes them: a Montréal address, and `email`. */
export const hostedCheckoutDetails = (email = 'ana@example.com') => ({
  email,
  name: 'Ana Roy',
  line1: '1 rue Ste-Catherine',
  city: 'Montréal',
  country: 'CA',
  region: 'QC',
  postal_code: 'H2X 1Y4',
});

import { inject } from 'vitest';
import { LOCAL_DEFAULTS, LOCAL_SURECART_WEBHOOK_SECRET } from '../../local/defaults.js';
import { signWebhook } from '../../supabase/functions/_shared/webhook-signature.ts';
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

/** Makes the next `times` requests matching `method` and `path` (`*` matches anything) fail with `status`. */
export const failNext = (method: string, path: string, status: number, times = 1) =>
  getJson('/_local/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, path, status, times }),
  });

/**
 * An `order.paid` event as the commerce platform's API reference shows one:
 * the order names its checkout by id, with no customer and no e-mail address.
 */
export const paidOrderEvent = (id: string, checkoutId: string) =>
  JSON.stringify({
    id,
    object: 'event',
    data: {
      object: {
        id: `ord_${id}`,
        object: 'order',
        live_mode: true,
        number: '0008',
        order_type: 'checkout',
        status: 'paid',
        checkout: checkoutId,
        created_at: 1664479758,
        updated_at: 1664479758,
      },
    },
    type: 'order.paid',
    account: 'acc_reference',
    created_at: 1664479758,
  });

/** The headers the platform signs a webhook delivery of `body` with, now. */
export async function platformSigned(body: string): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    'X-Webhook-Timestamp': timestamp,
    'X-Webhook-Signature': await signWebhook(body, timestamp, LOCAL_SURECART_WEBHOOK_SECRET),
  };
}

/**
 * Holds payments' webhook deliveries: their events are recorded, not sent, so
 * a test decides which events reach the functions.
 */
export const holdDeliveries = () => getJson('/_local/webhooks/hold', { method: 'POST' });

/** Lets payments' webhook deliveries go again, and sends the events that waited. */
export const releaseDeliveries = () => getJson('/_local/webhooks/release', { method: 'POST' });

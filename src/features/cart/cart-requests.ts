/**
 * The cart's requests to the shop host: run one at a time, in the order
 * asked, and the server's answer taken as the truth (a paid, empty or
 * unreadable checkout is no cart). The store (./store.ts) and the quantity
 * sender (./cart-quantities.ts) both go through here.
 */
import type { Checkout } from '~/lib/surecart/checkout-types.ts';
import { render } from './cart-state.ts';
import { readStoredId, writeStoredId } from './stored-checkout-id.ts';

/**
 * The checkout client (and its reader) loads on first use, so a visitor
 * without a cart never downloads it; its own failure counts as the request's.
 */
export const checkoutClient = () => import('~/lib/surecart/checkout.ts');

let queue: Promise<unknown> = Promise.resolve();

/** A cart failure with the message the shopper sees (in a toast; details go to the console). */
export class CartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CartError';
  }
}

/** How many server tasks are queued or running: an add, a quantity, a removal not yet answered. */
let tasksUnanswered = 0;

/** Runs server work one request at a time, in the order asked. */
export function serial<T>(task: () => Promise<T>): Promise<T> {
  tasksUnanswered += 1;
  const run = queue.then(task, task).finally(() => (tasksUnanswered -= 1));
  queue = run.catch(() => undefined);
  return run;
}

/** Who is told when the cart's checkout changes (the signed-in customer's profile keeps its id). */
const checkoutIdListeners = new Set<(id: string | null) => void>();

/**
 * Calls `listener` with the new checkout id whenever the server says the
 * cart is now another checkout or none: a first add, the last line removed,
 * the cart emptied, the checkout paid. A cart that merely could not be read
 * is not such a change. Returns the function that stops it.
 */
export function onCheckoutIdChange(listener: (id: string | null) => void): () => void {
  checkoutIdListeners.add(listener);
  return () => checkoutIdListeners.delete(listener);
}

export function storeId(id: string | null, { known = true } = {}): void {
  const changed = readStoredId() !== id;
  writeStoredId(id);
  if (changed && known) for (const listener of checkoutIdListeners) listener(id);
}

/** Whether a checkout is still a cart: it has lines and has not become an order. */
export function isOpenCart(checkout: Checkout | null): checkout is Checkout {
  return Boolean(checkout && !checkout.orderId && checkout.lines.length > 0);
}

/**
 * Takes the server's checkout as the truth; a paid or empty checkout means
 * no cart. `known` is false when the cart is dropped only because it could
 * not be read: nobody is told it is gone.
 */
export function applyCheckout(checkout: Checkout | null, { known = true } = {}): void {
  if (!isOpenCart(checkout)) {
    storeId(null, { known });
    render({ checkout: null });
    return;
  }
  storeId(checkout.id);
  render({ checkout });
}

/** Re-reads the stored cart from the server (the truth after a failure); no cart when it cannot be read. */
export async function reload(): Promise<void> {
  const id = readStoredId();
  if (!id) return applyCheckout(null);
  try {
    const client = await checkoutClient();
    applyCheckout(await client.getCheckout(id));
  } catch (error) {
    console.error('Failed to load cart', error);
    applyCheckout(null, { known: false });
  }
}

export type CheckoutClient = Awaited<ReturnType<typeof checkoutClient>>;

/** Whether a request is queued or running: an add, a quantity, a removal not yet answered. */
export const requestsUnanswered = () => tasksUnanswered > 0;

/** Resolves once every request asked so far is answered. */
export const afterQueuedRequests = (): Promise<void> => queue.then(() => undefined);

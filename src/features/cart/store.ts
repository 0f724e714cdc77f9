/**
 * The cart's actions: start, add, change quantities, remove, clear. Every
 * page loads it (the header badge), so it holds plain data and calls the
 * light, zod-free checkout client. Server calls run one at a time; what the
 * cart shows meanwhile is in ./cart-state.ts.
 */
import { serviceMessage } from '~/lib/service-message.ts';
import debounce from 'just-debounce-it';
import type { CartItemToAdd, Checkout } from '~/lib/surecart/checkout-types.ts';
import { HttpError } from '~/lib/http.ts';
import { cart as messages } from '~/i18n/index.ts';
import { addItem, isTemporaryLine, MIN_QUANTITY, setLineQuantity } from './cart-lines.ts';
import { $cart, addPending, dropPending, newTempLineId, render, setBusy, type PendingChange } from './cart-state.ts';
import { readStoredId, writeStoredId } from './stored-checkout-id.ts';
import { readFirstAdd, writeFirstAdd } from './cart-records.ts';
import type { LineKey } from './cart-merge.ts';

export { $cart, $cartItemCount, $cartOpen, $cartSubtotal, type CartState } from './cart-state.ts';
export { CHECKOUT_ID_KEY } from './stored-checkout-id.ts';

/**
 * The checkout client (and its reader) loads on first use, so a visitor
 * without a cart never downloads it; its own failure counts as the request's.
 */
const checkoutClient = () => import('~/lib/surecart/checkout.ts');

/** Quantity changes are sent this long after the last click, so quick clicks become one request. */
const QUANTITY_DEBOUNCE_MS = 500;

let queue: Promise<unknown> = Promise.resolve();
let started = false;

/** A line's latest quantity, waiting to be sent, and the promise of the one call that will report it. */
interface WaitingQuantity {
  quantity: number;
  change: PendingChange;
  settle: { resolve: () => void; reject: (error: unknown) => void };
}
const waitingQuantities = new Map<string, WaitingQuantity>();
/** One debounced sender per line: a line's quick changes become one request; other lines wait on their own. */
const quantitySenders = new Map<string, (() => void) & { cancel: () => void }>();

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
function serial<T>(task: () => Promise<T>): Promise<T> {
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

function storeId(id: string | null, { known = true } = {}): void {
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
function applyCheckout(checkout: Checkout | null, { known = true } = {}): void {
  if (!isOpenCart(checkout)) {
    storeId(null, { known });
    render({ checkout: null });
    return;
  }
  storeId(checkout.id);
  render({ checkout });
}

/** Re-reads the stored cart from the server (the truth after a failure); no cart when it cannot be read. */
async function reload(): Promise<void> {
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

/**
 * Replaces the cart with another checkout (the signed-in customer's): `task`
 * runs in turn with the other cart requests, given the checkout client and
 * the stored id, and the checkout it returns becomes the cart (null: none;
 * undefined: the cart stays as it is). On failure the stored cart is re-read
 * and the error rethrown.
 */
export function replaceCart(
  task: (client: CheckoutClient, storedId: string | null) => Promise<Checkout | null | undefined>,
): Promise<void> {
  return serial(async () => {
    try {
      const client = await checkoutClient();
      const checkout = await task(client, readStoredId());
      if (checkout !== undefined) applyCheckout(checkout);
    } catch (error) {
      await reload();
      throw error;
    }
  });
}

/**
 * Leaves this browser without a cart (a customer signing out): the stored
 * id and the lines shown go now, and again after any request still on its
 * way, so its answer cannot bring the cart back. Nobody is told: the
 * customer's profile keeps the id for their next sign-in.
 */
export function forgetCart(): Promise<void> {
  const forget = () => {
    writeStoredId(null);
    render({ checkout: null, busyLineIds: [] });
  };
  forget();
  return serial(async () => forget());
}

/**
 * Sends a first add, the one that creates the cart's checkout, and stores the
 * answer. The add is recorded until then: its answer alone says which
 * checkout it made, so a shopper who leaves the page before it comes would
 * otherwise lose the line (see `finishFirstAdd`).
 */
async function createCart(client: CheckoutClient, line: LineKey): Promise<void> {
  writeFirstAdd(line);
  try {
    applyCheckout(await client.createCheckout(line));
  } finally {
    // Answered (the cart is stored) or refused (the shopper is told): nothing is left to finish.
    writeFirstAdd(null);
  }
}

/**
 * The first add of an earlier page whose answer never came (the shopper
 * left before it): its line goes into a new cart, so it is there when they
 * come back. The checkout the lost answer named is left behind, unknown and
 * never paid. A cart stored meanwhile (another tab's) is kept as it is.
 */
async function finishFirstAdd(): Promise<void> {
  const line = readFirstAdd();
  if (!line) return;
  if (readStoredId()) return writeFirstAdd(null);
  try {
    await createCart(await checkoutClient(), line);
  } catch (error) {
    console.error('Failed to add the line of the last page', error);
  }
}

/**
 * Loads the stored cart once per page session (a paid, empty or unreadable
 * one is forgotten), and adds the line of a first add the last page left
 * without its answer.
 */
export function startCart(): Promise<void> {
  if (started) return queue.then(() => undefined);
  started = true;
  return serial(async () => {
    await reload();
    await finishFirstAdd();
    render({ loading: false });
  });
}

/** The commerce platform's reason for refusing an add, where a shopper may read it (see `serviceMessage`); else ours. */
function addRefusal(error: unknown): string {
  return serviceMessage(error instanceof HttpError ? error.serviceMessage : undefined, messages.addFailed);
}

/**
 * Adds one unit of a price (and variant): shown at once as a temporary line,
 * then a new checkout is created (and its id stored) or a line is added.
 */
export function addToCart(item: CartItemToAdd): Promise<void> {
  const tempId = newTempLineId();
  const change = addPending((lines) => addItem(lines, item, tempId));
  const line = { priceId: item.priceId, variantId: item.variantId };
  return serial(async () => {
    const id = readStoredId();
    try {
      const client = await checkoutClient();
      if (!id) {
        await createCart(client, line).catch((error: unknown) => {
          throw new CartError(messages.createFailed, { cause: error });
        });
      } else {
        await client.addLineItem(id, line).catch((error: unknown) => {
          throw new CartError(addRefusal(error), { cause: error });
        });
        applyCheckout(await client.getCheckout(id));
      }
    } catch (error) {
      console.error(error);
      await reload();
      throw error instanceof CartError ? error : new CartError(messages.addFailed, { cause: error });
    } finally {
      dropPending(change);
    }
  });
}

/** Sends a line's waiting quantity, then re-reads the cart: the server's state is the truth from there. */
function sendQuantity(lineId: string): Promise<void> {
  const waiting = waitingQuantities.get(lineId);
  if (!waiting) return Promise.resolve();
  waitingQuantities.delete(lineId);
  const sent = serial(async () => {
    setBusy(lineId, true);
    try {
      const client = await checkoutClient();
      await client.updateLineItem(lineId, waiting.quantity);
    } catch (error) {
      console.error(error);
      throw new CartError(messages.updateFailed, { cause: error });
    } finally {
      // Success or failure, the server's state is the truth from here.
      await reload();
      dropPending(waiting.change);
      setBusy(lineId, false);
    }
  });
  sent.then(waiting.settle.resolve, waiting.settle.reject);
  return sent;
}

/** Whether the cart has a change the server has not confirmed yet: a quantity waiting to be sent, or a request on its way. */
export function hasUnconfirmedChanges(): boolean {
  return waitingQuantities.size > 0 || tasksUnanswered > 0;
}

/**
 * The cart as the server confirms it, for leaving to the hosted checkout:
 * every quantity change still waiting is sent now rather than 500 ms later,
 * and the answer is the checkout re-read after them and after anything
 * already on its way. Rejects (with the shopper's message) when a change was
 * refused: the cart is then back to the server's truth, to be looked at
 * before paying.
 */
export async function confirmedCheckout(): Promise<Checkout | null> {
  const sends = [...waitingQuantities.keys()].map((lineId) => {
    quantitySenders.get(lineId)?.cancel();
    return sendQuantity(lineId);
  });
  await Promise.all(sends);
  await serial(async () => undefined);
  return $cart.get().checkout;
}

function quantitySender(lineId: string) {
  let sender = quantitySenders.get(lineId);
  if (!sender) {
    sender = debounce(() => sendQuantity(lineId), QUANTITY_DEBOUNCE_MS);
    quantitySenders.set(lineId, sender);
  }
  return sender;
}

/**
 * Changes a line's quantity: shown at once, sent 500 ms after the line's last
 * change (several quick clicks become one request with the last quantity),
 * then the cart is re-read; on failure it is re-read to restore the server's
 * quantity. Below 1 and temporary lines are ignored. A change replaced by a
 * later one before it was sent settles at once; the last one settles with
 * its request.
 */
export function changeQuantity(lineId: string, quantity: number): Promise<void> {
  if (isTemporaryLine(lineId) || quantity < MIN_QUANTITY || !Number.isInteger(quantity)) return Promise.resolve();
  const replaced = waitingQuantities.get(lineId);
  if (replaced) {
    dropPending(replaced.change, { show: false });
    replaced.settle.resolve();
  }
  const change = addPending((lines) => setLineQuantity(lines, lineId, quantity));
  return new Promise((resolve, reject) => {
    waitingQuantities.set(lineId, { quantity, change, settle: { resolve, reject } });
    quantitySender(lineId)();
  });
}

/** Removes a line; removing the last one clears the stored id and the cart. */
export function removeFromCart(lineId: string): Promise<void> {
  if (isTemporaryLine(lineId)) return Promise.resolve();
  setBusy(lineId, true);
  return serial(async () => {
    try {
      const client = await checkoutClient();
      await client.deleteLineItem(lineId);
      await reload();
    } catch (error) {
      console.error(error);
      await reload();
      throw new CartError(messages.removeFailed, { cause: error });
    } finally {
      setBusy(lineId, false);
    }
  });
}

/** Empties the cart: deletes every line, then forgets the checkout. */
export function clearCart(): Promise<void> {
  return serial(async () => {
    const lines = $cart.get().checkout?.lines ?? [];
    render({ busyLineIds: lines.map((line) => line.id) });
    try {
      const client = await checkoutClient();
      for (const line of lines) await client.deleteLineItem(line.id);
      storeId(null);
      render({ checkout: null });
    } catch (error) {
      console.error(error);
      await reload();
      throw new CartError(messages.removeFailed, { cause: error });
    } finally {
      render({ busyLineIds: [] });
    }
  });
}

/** Forgets a cart that became an order (the thank-you page), so the shop shows an empty cart. */
export function forgetPaidCheckout(checkoutId: string): void {
  if (readStoredId() === checkoutId) {
    storeId(null);
    render({ checkout: null });
  }
}

/**
 * A line's quantity changes: shown at once, sent after the line's last quick
 * click as one request, then the cart re-read. Leaving for the checkout sends
 * every waiting change first (`confirmedCheckout`).
 */
import debounce from 'just-debounce-it';
import type { Checkout } from '~/lib/surecart/checkout-types.ts';
import { cart as messages } from '~/i18n/index.ts';
import { isTemporaryLine, MIN_QUANTITY, setLineQuantity } from './cart-lines.ts';
import { CartError, checkoutClient, reload, requestsUnanswered, serial } from './cart-requests.ts';
import { $cart, addPending, dropPending, setBusy, type PendingChange } from './cart-state.ts';

/** Quantity changes are sent this long after the last click, so quick clicks become one request. */
const QUANTITY_DEBOUNCE_MS = 500;

/** A line's latest quantity, waiting to be sent, and the promise of the one call that will report it. */
interface WaitingQuantity {
  quantity: number;
  change: PendingChange;
  settle: { resolve: () => void; reject: (error: unknown) => void };
}
const waitingQuantities = new Map<string, WaitingQuantity>();
/** One debounced sender per line: a line's quick changes become one request; other lines wait on their own. */
const quantitySenders = new Map<string, (() => void) & { cancel: () => void }>();

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
  return waitingQuantities.size > 0 || requestsUnanswered();
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

/**
 * The cart's actions: start, add, change quantities, remove, clear. Every
 * page loads it (the header badge), so it holds plain data and calls the
 * light, zod-free checkout client. Server calls run one at a time
 * (./cart-requests.ts); quantity changes wait for the last quick click
 * (./cart-quantities.ts); what the cart shows meanwhile is in ./cart-state.ts.
 */
import { serviceMessage } from '~/lib/service-message.ts';
import type { CartItemToAdd, Checkout } from '~/lib/surecart/checkout-types.ts';
import { HttpError } from '~/lib/http.ts';
import { cart as messages } from '~/i18n/index.ts';
import { addItem, isTemporaryLine } from './cart-lines.ts';
import {
  afterQueuedRequests,
  applyCheckout,
  CartError,
  checkoutClient,
  reload,
  serial,
  storeId,
  type CheckoutClient,
} from './cart-requests.ts';
import { $cart, addPending, dropPending, newTempLineId, render, setBusy } from './cart-state.ts';
import { readStoredId, writeStoredId } from './stored-checkout-id.ts';
import { readFirstAdd, writeFirstAdd } from './cart-records.ts';
import type { LineKey } from './cart-merge.ts';

export { $cart, $cartItemCount, $cartOpen, $cartSubtotal, type CartState } from './cart-state.ts';
export { CHECKOUT_ID_KEY } from './stored-checkout-id.ts';
export { CartError, isOpenCart, onCheckoutIdChange, type CheckoutClient } from './cart-requests.ts';
export { changeQuantity, confirmedCheckout, hasUnconfirmedChanges } from './cart-quantities.ts';

/** Whether this page session has loaded the stored cart yet (`startCart`). */
let started = false;

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
  if (started) return afterQueuedRequests();
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

/**
 * The cart's shared state and actions (spec section 4, "Cart"). Every page
 * loads it (the header badge), so it holds plain data and calls the light,
 * zod-free checkout client.
 *
 * Lines shown = the server's lines with every pending change folded over
 * them, so an optimistic change appears at once, survives other requests'
 * results, and disappears (back to the server's truth) when its request
 * ends, whether it succeeded or failed. Server calls run one at a time.
 */
import { atom, computed } from 'nanostores';
import type { CartItemToAdd, CartLine, Checkout } from '~/lib/surecart/checkout-types.ts';
import * as client from '~/lib/surecart/checkout.ts';
import { HttpError } from '~/lib/http.ts';
import { addItem, itemCount, linesSubtotal, setLineQuantity, TEMP_LINE_PREFIX, MIN_QUANTITY } from './cart-lines.ts';
import { cart as messages } from '~/i18n/index.ts';

/** Local storage key of the cart's checkout id (spec section 9). */
export const CHECKOUT_ID_KEY = 'checkoutId';
/** Quantity changes are sent this long after the last click (spec section 9). */
export const QUANTITY_DEBOUNCE_MS = 500;

export interface CartState {
  /** The server's last answer; null when there is no cart. */
  checkout: Checkout | null;
  /** The lines to show: the server's, with pending changes applied. */
  lines: CartLine[];
  /** Lines whose update or removal is being sent: shown with a spinner, buttons disabled. */
  busyLineIds: string[];
  /** True until the stored cart has been loaded at start. */
  loading: boolean;
}

interface PendingChange {
  id: number;
  apply: (lines: CartLine[]) => CartLine[];
}

export const $cart = atom<CartState>({ checkout: null, lines: [], busyLineIds: [], loading: true });
export const $cartLines = computed($cart, (state) => state.lines);
/** The header badge: every unit in the cart. */
export const $cartItemCount = computed($cart, (state) => itemCount(state.lines));
export const $cartSubtotal = computed($cart, (state) => linesSubtotal(state.lines));
/** Whether the cart drawer is open. */
export const $cartOpen = atom(false);

let pending: PendingChange[] = [];
let nextChangeId = 1;
let queue: Promise<unknown> = Promise.resolve();
let started = false;
const quantityTimers = new Map<string, { timer: ReturnType<typeof setTimeout>; change: PendingChange; quantity: number }>();

/** A cart failure with the message the shopper sees (spec section 8). */
export class CartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CartError';
  }
}

function readStoredId(): string | null {
  try {
    return localStorage.getItem(CHECKOUT_ID_KEY);
  } catch {
    return null;
  }
}

function writeStoredId(id: string | null): void {
  try {
    if (id) localStorage.setItem(CHECKOUT_ID_KEY, id);
    else localStorage.removeItem(CHECKOUT_ID_KEY);
  } catch {
    // Without storage the cart lasts for this page only.
  }
}

function render(patch: Partial<CartState> = {}): void {
  const state = { ...$cart.get(), ...patch };
  const lines = pending.reduce((current, change) => change.apply(current), state.checkout?.lines ?? []);
  $cart.set({ ...state, lines });
}

function addPending(apply: PendingChange['apply']): PendingChange {
  const change = { id: nextChangeId++, apply };
  pending = [...pending, change];
  render();
  return change;
}

function dropPending(change: PendingChange): void {
  pending = pending.filter((c) => c !== change);
  render();
}

function setBusy(lineId: string, busy: boolean): void {
  const ids = $cart.get().busyLineIds.filter((id) => id !== lineId);
  render({ busyLineIds: busy ? [...ids, lineId] : ids });
}

/** Runs server work one request at a time, in the order asked. */
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Takes the server's checkout as the truth; a paid or empty checkout means no cart. */
function applyCheckout(checkout: Checkout | null): void {
  if (!checkout || checkout.orderId || checkout.lines.length === 0) {
    writeStoredId(null);
    render({ checkout: null });
    return;
  }
  writeStoredId(checkout.id);
  render({ checkout });
}

/** Re-reads the stored cart from the server (the truth after a failure); no cart when it cannot be read. */
async function reload(): Promise<void> {
  const id = readStoredId();
  if (!id) return applyCheckout(null);
  try {
    applyCheckout(await client.getCheckout(id));
  } catch (error) {
    console.error('Failed to load cart', error);
    applyCheckout(null);
  }
}

/** Loads the stored cart once per page session (spec: on start, cleared when paid, empty or failing). */
export function startCart(): Promise<void> {
  if (started) return queue.then(() => undefined);
  started = true;
  return serial(async () => {
    await reload();
    render({ loading: false });
  });
}

function serviceMessage(error: unknown): string | undefined {
  return error instanceof HttpError ? error.serviceMessage : undefined;
}

/**
 * Adds one unit of a price (and variant): shown at once as a temporary line,
 * then a new checkout is created (and its id stored) or a line is added.
 */
export function addToCart(item: CartItemToAdd): Promise<void> {
  const tempId = `${TEMP_LINE_PREFIX}${nextChangeId}`;
  const change = addPending((lines) => addItem(lines, item, tempId));
  const line = { priceId: item.priceId, variantId: item.variantId };
  return serial(async () => {
    const id = readStoredId();
    try {
      if (!id) {
        const checkout = await client.createCheckout(line).catch((error: unknown) => {
          throw new CartError(messages.createFailed, { cause: error });
        });
        applyCheckout(checkout);
      } else {
        await client.addLineItem(id, line).catch((error: unknown) => {
          throw new CartError(serviceMessage(error) ?? messages.addFailed, { cause: error });
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

/**
 * Changes a line's quantity: shown at once, sent 500 ms after the last change
 * (several quick clicks become one request), then the cart is re-read; on
 * failure it is re-read to restore the server's quantity. Below 1 and
 * temporary lines are ignored.
 */
export function changeQuantity(lineId: string, quantity: number): Promise<void> {
  if (lineId.startsWith(TEMP_LINE_PREFIX) || quantity < MIN_QUANTITY || !Number.isInteger(quantity)) return Promise.resolve();
  const previous = quantityTimers.get(lineId);
  if (previous) {
    clearTimeout(previous.timer);
    pending = pending.filter((c) => c !== previous.change);
  }
  const change = addPending((lines) => setLineQuantity(lines, lineId, quantity));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      quantityTimers.delete(lineId);
      serial(async () => {
        setBusy(lineId, true);
        try {
          await client.updateLineItem(lineId, quantity);
        } catch (error) {
          console.error(error);
          throw new CartError(messages.updateFailed, { cause: error });
        } finally {
          // Success or failure, the server's state is the truth from here.
          await reload();
          dropPending(change);
          setBusy(lineId, false);
        }
      }).then(resolve, reject);
    }, QUANTITY_DEBOUNCE_MS);
    quantityTimers.set(lineId, { timer, change, quantity });
  });
}

/** Removes a line; removing the last one clears the stored id and the cart. */
export function removeFromCart(lineId: string): Promise<void> {
  if (lineId.startsWith(TEMP_LINE_PREFIX)) return Promise.resolve();
  setBusy(lineId, true);
  return serial(async () => {
    try {
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
      for (const line of lines) await client.deleteLineItem(line.id);
      writeStoredId(null);
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
    writeStoredId(null);
    render({ checkout: null });
  }
}

/** Test hook: back to a fresh page session. */
export function resetCartForTests(): void {
  for (const { timer } of quantityTimers.values()) clearTimeout(timer);
  quantityTimers.clear();
  pending = [];
  queue = Promise.resolve();
  started = false;
  $cart.set({ checkout: null, lines: [], busyLineIds: [], loading: true });
  $cartOpen.set(false);
}

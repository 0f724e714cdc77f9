/**
 * What the cart shows: the server's lines with every pending change folded
 * over them, so an optimistic change appears at once, survives other
 * requests' results, and disappears (back to the server's truth) when its
 * request ends, whether it succeeded or failed.
 */
import { atom, computed } from 'nanostores';
import type { CartLine, Checkout } from '~/lib/surecart/checkout-types.ts';
import { itemCount, linesSubtotal, TEMP_LINE_PREFIX } from './cart-lines.ts';

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

/** A change shown before the server confirmed it. */
export interface PendingChange {
  apply: (lines: CartLine[]) => CartLine[];
}

const EMPTY: CartState = { checkout: null, lines: [], busyLineIds: [], loading: true };

export const $cart = atom<CartState>(EMPTY);
/** The header badge: every unit in the cart. */
export const $cartItemCount = computed($cart, (state) => itemCount(state.lines));
export const $cartSubtotal = computed($cart, (state) => linesSubtotal(state.lines));
/** Whether the cart drawer is open. */
export const $cartOpen = atom(false);

let pending: PendingChange[] = [];
let tempLines = 0;

/** Shows the state with `patch` applied and the pending changes folded over the server's lines. */
export function render(patch: Partial<CartState> = {}): void {
  const state = { ...$cart.get(), ...patch };
  const lines = pending.reduce((current, change) => change.apply(current), state.checkout?.lines ?? []);
  $cart.set({ ...state, lines });
}

export function addPending(apply: PendingChange['apply']): PendingChange {
  const change = { apply };
  pending = [...pending, change];
  render();
  return change;
}

/** Stops showing a change; `show` is false when a replacing change is about to be shown. */
export function dropPending(change: PendingChange, { show = true } = {}): void {
  pending = pending.filter((c) => c !== change);
  if (show) render();
}

export function setBusy(lineId: string, busy: boolean): void {
  const ids = $cart.get().busyLineIds.filter((id) => id !== lineId);
  render({ busyLineIds: busy ? [...ids, lineId] : ids });
}

/** A fresh id for a line shown before the server created it. */
export function newTempLineId(): string {
  return `${TEMP_LINE_PREFIX}${++tempLines}`;
}

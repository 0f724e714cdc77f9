/**
 * The signed-in customer's cart follows them: their profile keeps the id of
 * their open checkout, so signing in on another browser brings the cart
 * back, and a guest cart found there joins it (./cart-merge.ts). Signing out
 * leaves the browser without the cart; the profile keeps the id.
 *
 * Loaded with the auth client (only signed-in shoppers need it), never on an
 * anonymous page.
 */
import { HttpError } from '~/lib/http.ts';
import { saveCartCheckoutId } from '~/lib/supabase/accounts.ts';
import type { ShopSupabase, UserProfile } from '~/lib/supabase/types.ts';
import type { Checkout } from '~/lib/surecart/checkout-types.ts';
import { mergePlan, sameLine } from './cart-merge.ts';
import { readMerge, writeMerge } from './cart-records.ts';
import { readStoredId } from './stored-checkout-id.ts';
import { $cart, forgetCart, isOpenCart, onCheckoutIdChange, replaceCart, type CheckoutClient } from './store.ts';

interface Customer {
  client: ShopSupabase;
  userId: string;
  /** The id the profile holds, as far as this tab knows; undefined after a failed write (the next change writes again). */
  saved: string | null | undefined;
  /** False until this browser's cart and the profile's have been brought together: changes before that are not written. */
  ready: boolean;
  stop: () => void;
}

let customer: Customer | null = null;
/** Profile writes go one at a time, in order, so an older id never lands after a newer one. */
let writes: Promise<void> = Promise.resolve();

function save(target: Customer, id: string | null): Promise<void> {
  if (target.saved === id) return writes;
  target.saved = id;
  writes = writes.then(async () => {
    // Signed out (or someone else signed in) meanwhile: the id is no longer theirs to write.
    if (customer !== target) return;
    try {
      await saveCartCheckoutId(target.client, target.userId, id);
    } catch (error) {
      console.error('Failed to keep the cart on the profile', error);
      if (target.saved === id) target.saved = undefined;
    }
  });
  return writes;
}

/** A checkout that is still a cart: null when there is no id, or it was paid, emptied or is gone from the platform. */
async function openCheckout(client: CheckoutClient, id: string | null): Promise<Checkout | null> {
  if (!id) return null;
  try {
    const checkout = await client.getCheckout(id);
    return isOpenCart(checkout) ? checkout : null;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 410)) return null;
    // Unreadable for now (offline, platform down): nothing is decided, the next sign-in or page tries again.
    throw error;
  }
}

/**
 * Adds the guest cart's lines to the customer's checkout: missing lines one
 * unit at a time (the platform's add call takes no quantity), then every
 * touched line set to its merged quantity. A line the platform refuses is
 * left out rather than stopping the others.
 *
 * The plan is recorded before the first change, in absolute quantities, and
 * a merge of the same two carts follows the recorded plan: a merge cut off
 * halfway (the page left, a request failed) is finished by the next sign-in,
 * which adds only the lines still missing and sets the same quantities,
 * rather than planned again from the half-merged cart, which would add the
 * guest's quantities a second time.
 */
async function mergeInto(client: CheckoutClient, account: Checkout, guest: Checkout): Promise<Checkout> {
  const plan = readMerge(guest.id, account.id) ?? mergePlan(account.lines, guest.lines);
  writeMerge({ guestId: guest.id, accountId: account.id, ...plan });
  const missing = plan.add.filter((key) => !account.lines.some((line) => sameLine(line, key)));
  for (const line of missing) {
    await client
      .addLineItem(account.id, line)
      .catch((error: unknown) => console.error('Cart merge: add refused', error));
  }
  const merged = missing.length > 0 ? await client.getCheckout(account.id) : account;
  let changed = missing.length > 0;
  for (const target of plan.targets) {
    const line = merged.lines.find((candidate) => sameLine(candidate, target));
    if (!line || line.quantity === target.quantity) continue;
    changed = true;
    await client
      .updateLineItem(line.id, target.quantity)
      .catch((error: unknown) => console.error('Cart merge: quantity refused', error));
  }
  return changed ? client.getCheckout(account.id) : merged;
}

/**
 * The cart this browser should show once the customer's cart and the one
 * it holds have met: the customer's, with the guest cart merged in; the
 * guest cart alone when the customer's became an order, was emptied or is
 * gone; undefined when both are the same cart, already shown.
 */
async function bringTogether(
  client: CheckoutClient,
  storedId: string | null,
  accountId: string | null,
): Promise<Checkout | null | undefined> {
  if (storedId === accountId) {
    if (($cart.get().checkout?.id ?? null) === storedId) return undefined;
    // Stored by another tab of this browser: this tab still shows the cart it had.
    return openCheckout(client, storedId);
  }
  const [guest, account] = await Promise.all([openCheckout(client, storedId), openCheckout(client, accountId)]);
  if (!account) return guest;
  if (!guest) return account;
  return mergeInto(client, account, guest);
}

/**
 * Sign-in hook, run each time the customer's profile is read (sign-in, page
 * load, token refresh): brings this browser's cart and the profile's
 * together, stores the result in both, then keeps the profile up to date
 * with every cart that starts or ends while they are signed in. Without a
 * profile row there is nowhere to keep the id: the cart stays this
 * browser's.
 */
export async function followCustomerCart(
  client: ShopSupabase,
  userId: string,
  profile: UserProfile | null,
): Promise<void> {
  if (!profile) return;
  const accountId = profile.cart_checkout_id ?? null;
  if (customer?.userId !== userId) {
    customer?.stop();
    const following: Customer = { client, userId, saved: accountId, ready: false, stop: () => undefined };
    following.stop = onCheckoutIdChange((id) => {
      if (following.ready) void save(following, id);
    });
    customer = following;
  }
  const following = customer;
  // What the server just said is the truth, whatever this tab wrote before.
  following.client = client;
  following.saved = accountId;
  if (readStoredId() === accountId && ($cart.get().checkout?.id ?? null) === accountId) {
    following.ready = true;
    return;
  }
  following.ready = false;
  let together = false;
  try {
    await replaceCart((checkoutClient, storedId) => bringTogether(checkoutClient, storedId, accountId));
    together = true;
    // The merged cart is stored: no merge is left to finish.
    writeMerge(null);
  } catch (error) {
    // Nothing was decided: the profile keeps its id, and the next profile read tries again.
    console.error('Failed to bring the carts together', error);
  } finally {
    following.ready = true;
  }
  if (together && customer === following) await save(following, $cart.get().checkout?.id ?? null);
}

/**
 * Sign-out hook: stops writing to the profile, which keeps the id for the
 * customer's next sign-in, and leaves this browser without the cart, so the
 * next person on a shared computer does not see it.
 */
export function leaveCustomerCart(): Promise<void> {
  customer?.stop();
  customer = null;
  return forgetCart();
}

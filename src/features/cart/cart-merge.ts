/**
 * The rule for a guest cart met at sign-in: it joins the customer's own
 * cart. A line of the same price and variant adds its quantity to the
 * customer's line; any other line is added with its quantity. Nothing is
 * ever taken away from the customer's cart.
 */
import type { CartLine } from '~/lib/surecart/checkout-types.ts';

export interface LineKey {
  priceId: string;
  variantId: string | null;
}

export interface MergeTarget extends LineKey {
  quantity: number;
}

export interface MergePlan {
  /** Guest lines the customer's cart does not have: added (one unit each), then set to their target quantity. */
  add: LineKey[];
  /** Every line the guest cart touches, with the quantity it must have once merged (the first line of that price and variant). */
  targets: MergeTarget[];
}

export const sameLine = (a: LineKey, b: LineKey): boolean =>
  a.priceId === b.priceId && (a.variantId ?? null) === (b.variantId ?? null);

/** What merging `guest` into `account` takes: the lines to add and the quantities to reach. */
export function mergePlan(account: readonly CartLine[], guest: readonly CartLine[]): MergePlan {
  const add: LineKey[] = [];
  const targets: MergeTarget[] = [];
  for (const line of guest) {
    const key = { priceId: line.priceId, variantId: line.variantId ?? null };
    const known = targets.find((target) => sameLine(target, key));
    if (known) {
      // One cart may hold the same price and variant twice: both count.
      known.quantity += line.quantity;
      continue;
    }
    const own = account.find((other) => sameLine(other, key));
    if (!own) add.push(key);
    targets.push({ ...key, quantity: (own?.quantity ?? 0) + line.quantity });
  }
  return { add, targets };
}

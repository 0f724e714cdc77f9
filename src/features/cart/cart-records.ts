/**
 * What the cart keeps in local storage beside its checkout id, so that
 * leaving a page in the middle of a request neither loses nor doubles
 * anything:
 * - the first add sent before there is a checkout: its answer (the new
 *   checkout's id) is lost if the shopper leaves before it comes, so the
 *   next page adds the line again (see `startCart`);
 * - a sign-in merge under way: the plan it follows, in absolute
 *   quantities, so a merge cut off halfway is finished by the next sign-in
 *   rather than done again on top of itself (see ./cart-on-profile.ts).
 * A stored value of another shape is ignored; without storage nothing is kept.
 */
import type { LineKey, MergePlan } from './cart-merge.ts';

/** Local storage key of the first add waiting for its answer. */
export const FIRST_ADD_KEY = 'cartFirstAdd';
/** Local storage key of the merge under way. */
export const MERGE_KEY = 'cartMerge';

/** A merge under way: the guest cart going into the customer's, and the plan computed before any change. */
export interface MergeRecord extends MergePlan {
  guestId: string;
  accountId: string;
}

function read(key: string): unknown {
  try {
    const stored = localStorage.getItem(key);
    return stored ? JSON.parse(stored) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage nothing outlives the page.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isLineKey(value: unknown): value is LineKey {
  return (
    isRecord(value) &&
    typeof value.priceId === 'string' &&
    (value.variantId === null || typeof value.variantId === 'string')
  );
}

export function readFirstAdd(): LineKey | null {
  const value = read(FIRST_ADD_KEY);
  return isLineKey(value) ? { priceId: value.priceId, variantId: value.variantId } : null;
}

export function writeFirstAdd(line: LineKey | null): void {
  write(FIRST_ADD_KEY, line && { priceId: line.priceId, variantId: line.variantId ?? null });
}

/** The merge under way of `guestId` into `accountId`, if it is the one recorded. */
export function readMerge(guestId: string, accountId: string): MergePlan | null {
  const value = read(MERGE_KEY);
  if (!isRecord(value) || value.guestId !== guestId || value.accountId !== accountId) return null;
  const { add, targets } = value;
  if (!Array.isArray(add) || !add.every(isLineKey)) return null;
  const isTarget = (target: unknown) =>
    isLineKey(target) && Number.isInteger((target as { quantity?: unknown }).quantity);
  if (!Array.isArray(targets) || !targets.every(isTarget)) return null;
  return { add, targets } as MergePlan;
}

export function writeMerge(record: MergeRecord | null): void {
  write(MERGE_KEY, record);
}

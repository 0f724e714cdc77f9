/** Rules of the policy pages' frame, apart from their markdown. */
import type { PolicyData } from './schemas.ts';

export interface PolicyDate {
  kind: 'effective' | 'lastUpdated';
  date: Date;
}

/** The dates shown under a policy's heading, effective first, from its front matter. */
export function policyDates(page: Pick<PolicyData, 'effective' | 'lastUpdated'>): PolicyDate[] {
  const dates: PolicyDate[] = [];
  if (page.effective) dates.push({ kind: 'effective', date: page.effective });
  if (page.lastUpdated) dates.push({ kind: 'lastUpdated', date: page.lastUpdated });
  return dates;
}

/**
 * The shipping page's own reading of free shipping (home, product page and
 * shipping page each state it differently, and each reading stands): the
 * sentence for the merchant's setting in store-policy.ts.
 */
export function freeShippingStatement(
  texts: NonNullable<PolicyData['freeShipping']>,
  offersFreeShipping: boolean,
): string {
  return offersFreeShipping ? texts.offered : texts.notOffered;
}

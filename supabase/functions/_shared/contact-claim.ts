/**
 * Claiming a stored contact message for its notification: the database
 * function (service role only, see the migrations) that marks the message as
 * notified, once and within an hour of being stored, and says whether its
 * sender gets the acknowledgement (one per address per day, or always to a
 * signed-in sender's own address). It answers the claimed row, or no row.
 */
import type { ClaimedContact } from '../send-contact-notification/handler.ts';

export const CLAIM_FUNCTION = 'claim_contact_notification';

/** The claimed message from the function's rows (created_at as an ISO string); null for none. */
export function claimedContact(rows: unknown): ClaimedContact | null {
  const row = Array.isArray(rows)
    ? (rows[0] as (Omit<ClaimedContact, 'created_at'> & { created_at: unknown }) | undefined)
    : undefined;
  if (!row) return null;
  return {
    ...row,
    created_at: new Date(row.created_at as string | Date).toISOString(),
    acknowledge: row.acknowledge === true,
  };
}

/**
 * What the order-paid function writes besides Auth: each event it has handled
 * (so a repeated delivery does nothing twice) and the customer id on the
 * profile. Only the service role may write either (see the migrations).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../_shared/database.types.ts';

export interface OrderRecords {
  /** Records the event as being handled; false when it was recorded before. */
  claimEvent(id: string, type: string): Promise<boolean>;
  /** Forgets a claim, so the platform's next delivery of the event is handled again. */
  releaseEvent(id: string): Promise<void>;
  /** Links the commerce platform's customer to the user's profile. */
  linkCustomer(userId: string, customerId: string): Promise<void>;
}

/** The records through the Supabase API with a service-role client (production). */
export function supabaseOrderRecords(client: SupabaseClient<Database>): OrderRecords {
  return {
    async claimEvent(id, type) {
      const { error } = await client.from('webhook_events').insert({ id, type });
      if (error?.code === '23505') return false;
      if (error) throw new Error(`Recording event ${id} failed: ${error.message}`);
      return true;
    },
    async releaseEvent(id) {
      await client.from('webhook_events').delete().eq('id', id);
    },
    async linkCustomer(userId, customerId) {
      const { error } = await client.from('users').update({ surecart_customer_id: customerId }).eq('user_id', userId);
      if (error) throw new Error(`Linking the customer failed: ${error.message}`);
    },
  };
}

/**
 * The part of supabase-js the shop's account code uses, so that code takes a
 * client as a parameter and tests can hand it a small fake. Types only: this
 * module adds nothing to the browser's JavaScript.
 */
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';

export type ShopSupabase = Pick<SupabaseClient, 'auth' | 'from' | 'functions'>;
export type { Session, User };

/** A row of the `users` table: the shopper's profile, tied to the commerce platform's customer. */
export interface UserProfile {
  id: string;
  user_id: string;
  surecart_customer_id: string | null;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The commerce platform's id of the shopper's open cart (a checkout); null when they have none. */
  cart_checkout_id: string | null;
  created_at: string;
  updated_at: string;
}

/** What a signed-in shopper may change on their profile (the database's grants allow no more). */
export type ProfileChanges = Pick<UserProfile, 'full_name' | 'phone'>;

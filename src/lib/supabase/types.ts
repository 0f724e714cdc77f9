/**
 * The part of supabase-js the shop's account code uses, so that code takes a
 * client as a parameter and tests can hand it a small fake. Types only: this
 * module adds nothing to the browser's JavaScript.
 */
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { Database, Tables } from '~shared/database.types.ts';

/** Typed by the migrations' schema: a table, column or value the database lacks is a type error. */
export type ShopSupabase = Pick<SupabaseClient<Database>, 'auth' | 'from' | 'functions'>;
export type { Database, Session, User };

/**
 * A row of the `users` table: the shopper's profile, tied to the commerce
 * platform's customer, with the id of their open cart (`cart_checkout_id`, a
 * checkout; null when they have none).
 */
export type UserProfile = Tables<'users'>;

/** What a signed-in shopper may change on their profile (the database's grants allow no more). */
export type ProfileChanges = Pick<UserProfile, 'full_name' | 'phone'>;

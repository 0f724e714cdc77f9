/**
 * The customer's cart id on their profile, through the real PostgREST path
 * and the shop's own profile calls: a signed-in customer reads and writes
 * their own `cart_checkout_id` only, visitors neither, and only a checkout
 * id (a uuid) can be stored. Every outcome is read back with the service
 * role, from the database itself.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchProfile, saveCartCheckoutId } from '../../src/lib/supabase/accounts.ts';
import { ANON_KEY, createTestUser, SERVICE_ROLE_KEY, supabaseWith, type TestUser } from './supabase-clients.ts';

let service: SupabaseClient;
let anon: SupabaseClient;
let me: TestUser;
let other: TestUser;

/** The cart id stored on a user's profile, as the database holds it. */
async function storedCartId(user: TestUser): Promise<string | null> {
  const { data, error } = await service.from('users').select('cart_checkout_id').eq('user_id', user.id).single();
  if (error) throw new Error(`service read failed: ${error.message}`);
  return data.cart_checkout_id;
}

async function setCartId(user: TestUser, id: string | null) {
  const { error } = await service.from('users').update({ cart_checkout_id: id }).eq('user_id', user.id);
  if (error) throw new Error(`service write failed: ${error.message}`);
}

beforeAll(async () => {
  service = supabaseWith(SERVICE_ROLE_KEY);
  anon = supabaseWith(ANON_KEY);
  me = await createTestUser('cart-owner', 'Marie Tremblay');
  other = await createTestUser('cart-other', 'Luc Gagnon');
});

describe('the cart id on the profile', () => {
  it('is empty on a new profile, and the customer keeps and clears their own', async () => {
    expect((await fetchProfile(me.client, me.id))?.cart_checkout_id).toBeNull();
    const id = randomUUID();
    await saveCartCheckoutId(me.client, me.id, id);
    expect(await storedCartId(me)).toBe(id);
    expect((await fetchProfile(me.client, me.id))?.cart_checkout_id).toBe(id);
    await saveCartCheckoutId(me.client, me.id, null);
    expect(await storedCartId(me)).toBeNull();
  });

  it('of another customer can be neither read nor written', async () => {
    const theirs = randomUUID();
    await setCartId(other, theirs);
    const { data, error } = await me.client.from('users').select('cart_checkout_id').eq('user_id', other.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    await expect(fetchProfile(me.client, other.id)).resolves.toBeNull();
    await expect(saveCartCheckoutId(me.client, other.id, randomUUID())).rejects.toThrow();
    expect(await storedCartId(other)).toBe(theirs);
  });

  it('is out of a visitor’s reach', async () => {
    const theirs = randomUUID();
    await setCartId(other, theirs);
    const read = await anon.from('users').select('cart_checkout_id').eq('user_id', other.id);
    expect(read.error?.code).toBe('42501');
    const write = await anon.from('users').update({ cart_checkout_id: randomUUID() }).eq('user_id', other.id);
    expect(write.error?.code).toBe('42501');
    expect(await storedCartId(other)).toBe(theirs);
  });

  it.each(['not-a-checkout', '../checkouts/0d6f7a52-3c1e-4b8e-9a51-2f4c8d9e1a07', `${randomUUID()} `, ''])(
    'holds only a checkout id, never %j',
    async (value) => {
      const kept = randomUUID();
      await saveCartCheckoutId(me.client, me.id, kept);
      await expect(saveCartCheckoutId(me.client, me.id, value)).rejects.toThrow();
      expect(await storedCartId(me)).toBe(kept);
    },
  );

  it('gives the customer no other column along with it', async () => {
    const { error } = await me.client
      .from('users')
      .update({ cart_checkout_id: randomUUID(), surecart_customer_id: 'cus_forged' })
      .eq('user_id', me.id);
    expect(error?.code).toBe('42501');
    const { data } = await service.from('users').select('surecart_customer_id').eq('user_id', me.id).single();
    expect(data?.surecart_customer_id).toBeNull();
  });
});

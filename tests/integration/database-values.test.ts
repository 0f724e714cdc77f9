/**
 * What the database stores from the browser, checked in the database: the
 * same requests supabase-js sends (anon key or a signed-in user), answered as
 * PostgREST answers a failed check (400, code 23514), with nothing stored.
 * - names, addresses and phone numbers of contact messages carry no control
 *   character (a CR/LF there would reach the e-mails' headers);
 * - a subscriber's address is one row however it is padded with blanks;
 * - every text field a browser writes is bounded, and person names carry no markup.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { adminClient, uniqueEmail } from './auth-helpers.ts';
import { getJson } from './helpers.ts';
import { verifiedTokenOverHttp } from './recaptcha-tokens.ts';
import { ANON_KEY, createTestUser, SERVICE_ROLE_KEY, supabaseWith, type TestUser } from './supabase-clients.ts';

let anon: SupabaseClient;
let service: SupabaseClient;
beforeAll(() => {
  anon = supabaseWith(ANON_KEY);
  service = supabaseWith(SERVICE_ROLE_KEY);
});

// Each test verifies its own reCAPTCHA tokens; a reset keeps them under the per-address limit.
const reset = () => getJson('/_local/reset', { method: 'POST' });
beforeEach(reset);
afterAll(reset);

const CHECK_VIOLATION = { status: 400, code: '23514' };

describe('contact messages', () => {
  const message = (fields: Record<string, string>) => ({
    name: 'Marie Tremblay',
    email: uniqueEmail('contact-values'),
    phone: '514 555 0100',
    message: 'Which frame size fits a rider of 170 cm?',
    status: 'new',
    ...fields,
  });

  async function send(row: Record<string, string>) {
    const { error, status } = await anon
      .from('contact_forms')
      .insert([{ ...row, recaptcha_token: await verifiedTokenOverHttp('contact') }]);
    return { status, code: error?.code ?? null };
  }

  const stored = async (email: string) =>
    (await service.from('contact_forms').select('name').eq('email', email)).data ?? [];

  it.each([
    ['a name with CR/LF', { name: 'Eve\r\nBcc: all@example.test' }],
    ['a name with a tab', { name: 'Eve\tRoy' }],
    ['a name with markup', { name: 'Eve <b>Roy</b>' }],
    ['an address with CR/LF', { email: 'eve@example.ca\r\nbcc: all@example.test' }],
    ['an address with a line separator', { email: 'eve@example.ca\u2028' }],
    ['an address without a domain', { email: 'eve@example' }],
    ['an address with a blank inside', { email: 'eve roy@example.ca' }],
    ['a phone number with a line break', { phone: '514 555 0100\nBcc: all@example.test' }],
    ['a message with a NUL-like control character', { message: 'Hello there\u0007, a question.' }],
  ])('refuses %s with 400 23514, storing nothing', async (_case, fields) => {
    const row = message(fields);
    expect(await send(row)).toEqual(CHECK_VIOLATION);
    expect(await stored(row.email)).toEqual([]);
  });

  it('keeps line breaks and tabs in the message, and accented names', async () => {
    const row = message({ name: 'Élise Côté-Roy', message: 'Hello,\r\n\tis the Summit in stock?' });
    expect(await send(row)).toEqual({ status: 201, code: null });
    expect(await stored(row.email)).toEqual([{ name: 'Élise Côté-Roy' }]);
  });
});

describe('newsletter subscribers', () => {
  const subscribe = async (email: string, name: string | null = 'Ana') => {
    const { error, status } = await anon
      .from('subscribers')
      .insert([{ email, name, recaptcha_token: await verifiedTokenOverHttp('subscribe_newsletter') }]);
    return { status, code: error?.code ?? null };
  };
  const rowsLike = async (address: string) =>
    (
      await service
        .from('subscribers')
        .select('email, name')
        .ilike('email', `%${address.split('@')[0]}%`)
    ).data;

  it('stores one row per address, whatever blanks surround it: the others are already subscribed (23505)', async () => {
    const address = uniqueEmail('padded');
    expect(await subscribe(address, '\u00a0Ana Roy\t')).toEqual({ status: 201, code: null });
    for (const padded of [
      `\t${address}\n`,
      `\u00a0${address}`,
      `${address.toUpperCase()}\u3000`,
      `\ufeff${address}\u2003`,
    ]) {
      expect(await subscribe(padded), JSON.stringify(padded)).toEqual({ status: 409, code: '23505' });
    }
    expect(await rowsLike(address)).toEqual([{ email: address, name: 'Ana Roy' }]);
  });

  it('stores a padded address trimmed and lower-cased', async () => {
    const address = uniqueEmail('trimmed');
    expect(await subscribe(`\u00a0\t${address.toUpperCase()}\r\n`)).toEqual({ status: 201, code: null });
    expect(await rowsLike(address)).toEqual([{ email: address, name: 'Ana' }]);
  });

  it.each([
    ['no domain', 'ana@example'],
    ['a blank inside', 'ana roy@example.ca'],
    ['a no-break space inside', 'ana\u00a0roy@example.ca'],
    ['a line break inside', 'ana@example.ca\r\nbcc: all@example.test'],
    ['markup', '<ana>@example.ca'],
    ['two @', 'ana@roy@example.ca'],
  ])('refuses an address with %s (400 23514)', async (_case, email) => {
    expect(await subscribe(email)).toEqual(CHECK_VIOLATION);
  });

  it('refuses a name with markup or a control character', async () => {
    expect(await subscribe(uniqueEmail('markup'), '<img src=x>')).toEqual(CHECK_VIOLATION);
    expect(await subscribe(uniqueEmail('control'), 'Ana\u0008')).toEqual(CHECK_VIOLATION);
  });
});

describe('profiles', () => {
  let user: TestUser;
  beforeEach(async () => {
    user = await createTestUser('profile-values', 'Rita Values');
  });

  const update = async (changes: Record<string, string>) => {
    const { error, status } = await user.client.from('users').update(changes).eq('user_id', user.id);
    return { status, code: error?.code ?? null };
  };
  const profile = async () =>
    (await user.client.from('users').select('full_name, first_name, last_name, phone').eq('user_id', user.id).single())
      .data;

  it.each([
    ['a 99,000-character phone', { phone: '5'.repeat(99_000) }],
    ['a 41-character phone', { phone: '5'.repeat(41) }],
    ['a phone with a line break', { phone: '514 555 0100\r\n' }],
    ['a 121-character name', { full_name: 'R'.repeat(121) }],
    ['markup in the full name', { full_name: '<script>alert(1)</script>' }],
    ['markup in the first name', { first_name: 'Rita<' }],
    ['markup in the last name', { last_name: '>Values' }],
    ['a control character in a name', { full_name: 'Rita\u001bValues' }],
    ['an address of the wrong form', { email: 'rita@@example.ca' }],
  ])('refuses %s with 400 23514 and keeps the profile', async (_case, changes) => {
    expect(await update(changes)).toEqual(CHECK_VIOLATION);
    expect(await profile()).toMatchObject({ full_name: 'Rita Values' });
  });

  it('takes the longest values the account page allows', async () => {
    const changes = { full_name: 'R'.repeat(120), phone: '5'.repeat(40), first_name: 'Rita', last_name: 'Côté' };
    expect(await update(changes)).toEqual({ status: 204, code: null });
    expect(await profile()).toEqual(changes);
  });

  it('a sign-up name the profile refuses leaves the profile name empty, and the account is still created', async () => {
    const email = uniqueEmail('markup-signup');
    const { data, error } = await adminClient().auth.admin.createUser({
      email,
      email_confirm: true,
      user_metadata: { full_name: '<b>Bold</b> Rider' },
    });
    expect(error).toBeNull();
    const { data: rows } = await service.from('users').select('email, full_name').eq('user_id', data.user!.id);
    expect(rows).toEqual([{ email, full_name: null }]);
  });
});

/**
 * The shop's security suite: the attacks its accounts and forms were hardened
 * against, replayed against the embedded backend (`local/`) so that any
 * regression fails the tests.
 *
 * - Open redirects: every form of the sign-in page's `next` (as the browser
 *   decodes it from the address) resolves on the shop's origin, and so does
 *   every `redirect_to` of Auth's e-mail links.
 * - Mail relay: the contact form's acknowledgement to the address a visitor
 *   typed repeats nothing they typed, and goes at most once a day.
 * - Header injection: CR/LF in a contact message's name, address or phone is
 *   refused by the database, and no e-mail header carries one.
 * - Enumeration: resend-activation, sign-in, password reset and sign-up answer
 *   a waiting, a confirmed and an unknown address alike.
 * - Rate limits: tripping the sign-in limit leaves token refreshes open, and
 *   every 429 carries `Retry-After`.
 * - Token revocation and parallel refreshes of one token.
 * - Account takeover before activation: a stranger's sign-up of a buyer's
 *   address loses its password when the buyer's order activates the account.
 * - A new password or address ends the other sessions and earlier links.
 * - `/otp` meets the e-mail limits before it says whether an address has an
 *   account; a caller over its quota counts against no address.
 * - What other web pages may do with the backend (CORS, `/_local/*`), and the
 *   security headers of its pages (the shop server's own 400/431 answers are
 *   in server/client-errors.test.ts).
 * - The functions' client address, the order e-mail of the hosted checkout,
 *   the size of user metadata, and bidirectional controls in one-line text.
 * - The sweep: hostile bodies (5,000 levels of nesting, NUL bytes, 2 MB,
 *   wrong types, invalid JSON, the functions' own malformed-request list) at
 *   every route of `local/` that takes a body, each listed from the sources
 *   so none is missed; no answer may be a 5xx and nothing may be stored.
 *
 * At the end it prints one row per endpoint: inputs tried, 5xx seen and rows
 * stored that should not be, both of the last always 0.
 *
 * Other HTTP methods on every page of the shop (405 with Allow, OPTIONS 204)
 * belong to the built site, not to this backend: tests/e2e/serving.spec.ts
 * covers them and they are not repeated here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { LOCAL_DEFAULTS, LOCAL_SURECART_WEBHOOK_SECRET } from '../../local/defaults.js';
import type { StoredMail } from '../../local/platform/mail.ts';
import { clientAddress } from '../../supabase/functions/_shared/client-address.ts';
import { safeHeaders, UnsafeMailHeaderError } from '../../supabase/functions/_shared/mail-headers.ts';
import { malformedRequests } from '../../supabase/functions/_shared/malformed-requests.ts';
import { signWebhook } from '../../supabase/functions/_shared/webhook-signature.ts';
import { safeReturnPath } from '~/features/auth/validation.ts';
import {
  adminClient,
  confirmedUser,
  mailTo,
  openLink,
  putJson,
  resetAuthLimits,
  setAuthLimits,
  signedInClient,
  SITE_URL,
  uniqueEmail,
} from './auth-helpers.ts';
import { commerceGet, getJson, hostedCheckoutDetails, placeTestOrder, platformSigned } from './helpers.ts';
import { verifiedTokenOverHttp } from './recaptcha-tokens.ts';
import { ANON_KEY, createTestUser, SERVICE_ROLE_KEY, supabaseWith, type TestUser } from './supabase-clients.ts';
import {
  ALL_KINDS,
  bodyAttacks,
  countStored,
  DEEP_OBJECTS,
  describeRequest,
  fieldAttacks,
  forget,
  formAttacks,
  formatReport,
  fromMalformed,
  grown,
  hit,
  hitFrom,
  missingRetryAfter,
  reportRows,
  routesInSources,
  tallyOf,
  TWO_MB,
  UNSTORABLE_KINDS,
  type FieldSpec,
  type Hostile,
} from './security-sweep.ts';

const SHOP = new URL(SITE_URL);
const anonHeaders = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` };
const serviceHeaders = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const userHeaders = (token: string) => ({ apikey: ANON_KEY, Authorization: `Bearer ${token}` });
const JSON_TYPE = 'application/json';

/** High enough that the sweep's hundreds of requests from 127.0.0.1 meet no limit before their checks. */
const RAISED = { max: 100_000, windowSeconds: 300 };
const raiseLimits = async () => {
  await setAuthLimits({ token: RAISED, refresh: RAISED, verify: RAISED, email: RAISED, emailSent: RAISED });
  await putJson('/_local/functions/rate-limits', { perAddress: RAISED, perIp: RAISED });
};
const reset = () => getJson('/_local/reset', { method: 'POST' });

beforeAll(async () => {
  await reset();
  await raiseLimits();
});

afterAll(async () => {
  // Back as every test file expects it: default limits and clock, empty tables.
  await reset();
  console.log(`\nSecurity suite, per endpoint:\n${formatReport()}\n`);
});

/** Sends a JSON body, counted for `endpoint` in the table. */
const post = (endpoint: string, path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  hit(endpoint, path, {
    method,
    headers: { 'Content-Type': JSON_TYPE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A whole number of seconds in Retry-After, at most the window's length. */
function expectRetryAfter(headers: Headers, windowSeconds: number, what: string) {
  const value = headers.get('retry-after');
  const seconds = Number(value);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= windowSeconds, `${what}: Retry-After ${value}`).toBe(
    true,
  );
}

// ---------------------------------------------------------------------------

describe('open redirects', () => {
  /**
   * What `next` holds in the address bar (percent-encoded where a browser or
   * an attacker would encode it); the sign-in page reads it with
   * URLSearchParams, which decodes it, then goes wherever safeReturnPath says.
   */
  const FORMS = [
    '//evil.example',
    '///evil.example',
    '////evil.example/path',
    '/%5Cevil.example',
    '%5C%5Cevil.example',
    '/%5C/evil.example',
    '///%5Cevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0D/evil.example',
    '/%0D%0A/evil.example',
    '/%00/evil.example',
    '/%09%5Cevil.example',
    '/%20/evil.example',
    '/%2F/evil.example',
    '/%2F%2Fevil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2E%2E//evil.example',
    '/./%5C/evil.example',
    'https://evil.example/',
    'https:evil.example',
    'https:/evil.example',
    'http:%5C%5Cevil.example',
    'HTTPS://evil.example',
    '//evil.example@localhost',
    '//localhost@evil.example',
    '//evil%E3%80%82example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.domain)',
    '%09javascript:alert(1)',
    'java%0Ascript:alert(1)',
    'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
    'vbscript:msgbox(1)',
    '%20//evil.example',
    '%09//evil.example',
    '%0D%0A//evil.example',
    'evil.example',
    '.evil.example',
    '@evil.example',
  ];

  it(`resolves all ${FORMS.length} forms of next on the shop's origin`, () => {
    expect(FORMS.length).toBeGreaterThanOrEqual(20);
    const left: string[] = [];
    for (const form of FORMS) {
      const next = new URLSearchParams(`next=${form}`).get('next');
      const path = safeReturnPath(next);
      // Where the browser lands when the page sends it there.
      const landing = new URL(path, SHOP);
      const stays =
        landing.origin === SHOP.origin &&
        path.startsWith('/') &&
        !path.startsWith('//') &&
        // eslint-disable-next-line no-control-regex -- a control character or backslash is what browsers rewrite
        !/[\u0000-\u001f\u007f\\]/.test(path);
      if (!stays) left.push(`next=${form} → ${path} → ${landing.href}`);
    }
    expect(left).toEqual([]);
  });

  it('keeps a path of the shop as it is', () => {
    for (const [form, path] of [
      ['/account', '/account'],
      ['/fr/boutique%3Fq%3Dv%25C3%25A9lo', '/fr/boutique?q=v%C3%A9lo'],
      ['/shop?featured=true', '/shop?featured=true'],
    ]) {
      expect(safeReturnPath(new URLSearchParams(`next=${form}`).get('next'))).toBe(path);
    }
  });

  it("sends every e-mail link's redirect_to of these forms to the shop (Auth's verify)", async () => {
    const targets = [
      ...FORMS.map((form) => decodeURIComponent(form.replace(/%(?![0-9A-F]{2})/gi, '%25'))),
      `${SITE_URL}@evil.example/`,
      `${SITE_URL}.evil.example/`,
      `http://user:pass@${SHOP.host}/`,
      `${SHOP.protocol}//${SHOP.hostname}:1/`,
      `https://${SHOP.host}/`,
      `${SITE_URL}%2F%2Fevil.example`,
    ];
    const left: string[] = [];
    for (const target of targets) {
      const query = new URLSearchParams({ token: 'no-such-token', type: 'magiclink', redirect_to: target });
      const answer = await hit('GET /auth/v1/verify (redirect_to)', `/auth/v1/verify?${query}`);
      const location = new URL(answer.headers.get('location') ?? 'about:blank');
      if (answer.status !== 303 || location.origin !== SHOP.origin || location.username || location.password) {
        left.push(`redirect_to=${JSON.stringify(target)} → ${answer.status} ${location.href}`);
      }
    }
    expect(left).toEqual([]);
  });
});

// ---------------------------------------------------------------------------

/** Stores a contact message as the form does (anon key), answering PostgREST's status and error code. */
async function storeContact(row: Record<string, string>) {
  const answer = await post('POST /rest/v1/contact_forms', '/rest/v1/contact_forms', [row], anonHeaders);
  return { status: answer.status, code: answer.json?.code ?? null };
}

const notify = (recaptchaToken: string, locale = 'en') =>
  post(
    'POST /functions/v1/send-contact-notification',
    '/functions/v1/send-contact-notification',
    { contactFormData: { recaptcha_token: recaptchaToken }, locale },
    { Authorization: `Bearer ${ANON_KEY}` },
  );

const contactRow = (fields: Record<string, string>) => ({
  name: 'Élise Roy',
  email: uniqueEmail('contact'),
  phone: '514 555 0100',
  message: 'Which frame size fits a rider of 170 cm?',
  status: 'new',
  ...fields,
});

describe('mail relay through the contact form', () => {
  it('the mail to an arbitrary address repeats nothing the visitor typed', async () => {
    const victim = uniqueEmail('victim');
    const typed = {
      name: 'Prize Department http://evil.example/name',
      message: 'You won! Claim now: http://evil.example/claim?to=you and write to claims@evil.example',
    };
    const token = await verifiedTokenOverHttp('contact');
    expect(await storeContact({ ...contactRow({ email: victim, ...typed }), recaptcha_token: token })).toEqual({
      status: 201,
      code: null,
    });
    expect((await notify(token)).status).toBe(200);
    const [copy, ...more] = await mailTo(victim);
    expect(more).toEqual([]);
    const everything = [copy!.subject, copy!.text, copy!.html].join('\n');
    for (const fragment of ['Prize', 'evil.example', 'You won', 'Claim now', 'claims@', 'http://evil']) {
      expect(everything, fragment).not.toContain(fragment);
    }
    // Its only links are the shop's own (none at all today).
    expect(copy!.links.filter((link) => !link.startsWith(SITE_URL))).toEqual([]);
  });

  it('acknowledges one address at most once a day, however many messages name it', async () => {
    const victim = uniqueEmail('flooded');
    for (let i = 0; i < 3; i++) {
      const token = await verifiedTokenOverHttp('contact');
      expect((await storeContact({ ...contactRow({ email: victim }), recaptcha_token: token })).status).toBe(201);
      expect((await notify(token)).status).toBe(200);
    }
    expect(await mailTo(victim)).toHaveLength(1);
  });
});

/** A checkout on the shop host holding one unit of the first simple product (one price, no options): its id. */
async function simpleCheckout(): Promise<string> {
  const { body } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
  const simple = (body.data as { prices: { data: { id: string }[] }; variants: { data: unknown[] } }[]).find(
    (product) => product.variants.data.length === 0,
  )!;
  const created = await getJson('/wp-json/surecart/v1/checkouts', {
    method: 'POST',
    headers: { 'Content-Type': JSON_TYPE },
    body: JSON.stringify({ line_items: [{ price: simple.prices.data[0]!.id, quantity: 1 }] }),
  });
  return (created.body as { id: string }).id;
}

describe("mail relay through the hosted checkout's order e-mail", () => {
  /** Buys the first simple product with `name` typed as the buyer's, for `email`; the order e-mail sent. */
  async function orderMailWith(name: string, email: string) {
    const id = await simpleCheckout();
    const details = await hit('POST /checkout/:id/details', `/checkout/${id}/details`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hostedCheckoutDetails(email), name }).toString(),
    });
    expect(details.status).toBe(303);
    expect((await hit('POST /checkout/:id/pay', `/checkout/${id}/pay`, { method: 'POST' })).status).toBe(303);
    const [mail] = (await mailTo(email)).filter((m) => /order #/.test(m.subject));
    return mail!;
  }

  it('the order e-mail to a typed address repeats at most the first name typed, never a message or a link', async () => {
    const victim = uniqueEmail('receipt');
    const mail = await orderMailWith('Prize Department: claim at http://evil.example/claim now', victim);
    expect(mail.text).toContain('Thank you for your order, Prize!');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/Department|evil\.example|claim/);
    }
  });

  it('a first name that is no name, or too long, is not repeated at all', async () => {
    for (const name of ['http://evil.example Roy', `${'A'.repeat(60)} Roy`, '<b>Eve</b> Roy']) {
      const mail = await orderMailWith(name, uniqueEmail('receipt'));
      expect(mail.text).toContain('Thank you for your order!');
      expect(mail.text + mail.html).not.toMatch(/evil\.example|AAAA|<b>|&lt;b&gt;/);
    }
  });
});

describe('mail header injection', () => {
  const HEADER = '\r\nBcc: all@example.test';
  const cases: [string, Record<string, string>][] = [
    ['CR/LF in the name', { name: `Eve${HEADER}` }],
    ['LF in the name', { name: 'Eve\nSubject: free bikes' }],
    ['CR in the name', { name: 'Eve\rTo: all@example.test' }],
    ['CR/LF in the e-mail address', { email: `eve@example.ca${HEADER}` }],
    ['LF in the e-mail address', { email: 'eve@example.ca\nbcc:all@example.test' }],
    ['CR/LF before the e-mail address', { email: `${HEADER}\r\n@example.ca` }],
    ['CR/LF in the phone', { phone: `514 555 0100${HEADER}` }],
    ['LF in the phone', { phone: '514\nBcc: all@example.test' }],
  ];

  it.each(cases)('%s is refused by the database (400, 23514) and mails nothing', async (what, fields) => {
    const token = await verifiedTokenOverHttp('contact');
    const before = await countStored();
    const row = { ...contactRow(fields), recaptcha_token: token };
    expect(await storeContact(row)).toEqual({ status: 400, code: '23514' });
    // The notification finds nothing to mail with that token.
    expect((await notify(token)).status).toBe(404);
    const after = await countStored();
    const stored = grown(before, after);
    if (stored.length) tallyOf('POST /rest/v1/contact_forms').stored.push(`${what}: ${stored.join(', ')}`);
    expect(stored).toEqual([]);
  });

  it.each([
    ['the name', { name: 'Eve \u202egnp.exe' }],
    ['the name (an isolate)', { name: 'Eve \u2067Roy' }],
    ['the phone', { phone: '514 555 0100\u202d' }],
    ['the e-mail address', { email: 'eve\u200f@example.ca' }],
  ])('a bidirectional control in %s is refused by the database (400, 23514)', async (_what, fields) => {
    const token = await verifiedTokenOverHttp('contact');
    expect(await storeContact({ ...contactRow(fields), recaptcha_token: token })).toEqual({
      status: 400,
      code: '23514',
    });
  });

  it("a bidirectional control is refused in a profile's name and phone, and dropped from a sign-up's name", async () => {
    const { client, id } = await signedInClient();
    for (const change of [
      { full_name: 'Eve \u202egnp.exe' },
      { phone: '\u2066514 555 0100' },
      { last_name: 'Roy\u200e' },
    ]) {
      const { error } = await client.from('users').update(change).eq('user_id', id);
      expect(error?.code, JSON.stringify(change)).toBe('23514');
    }
    const email = uniqueEmail('bidi');
    const signUp = await post(
      'POST /auth/v1/signup',
      '/auth/v1/signup',
      { email, password: 'Cycling2025', data: { full_name: 'Eve \u202egnp.exe' } },
      anonHeaders,
    );
    const { data } = await supabaseWith(SERVICE_ROLE_KEY)
      .from('users')
      .select('full_name')
      .eq('user_id', signUp.json.id);
    expect(data).toEqual([{ full_name: null }]);
  });

  it('a subject loses its bidirectional controls, and an address carrying one is refused', () => {
    const mail = {
      to: 'ana@example.ca',
      subject: 'New contact message from Eve \u202egnp.exe\u202c',
      text: '',
      html: '',
    };
    expect(safeHeaders(mail).subject).toBe('New contact message from Eve gnp.exe');
    expect(() => safeHeaders({ ...mail, to: 'ana\u202e@example.ca' })).toThrow(UnsafeMailHeaderError);
  });

  it('no e-mail sent so far carries CR or LF in a header (recipient, subject)', async () => {
    const token = await verifiedTokenOverHttp('contact');
    const row = { ...contactRow({ name: 'Eve Roy' }), recaptcha_token: token };
    expect((await storeContact(row)).status).toBe(201);
    expect((await notify(token)).status).toBe(200);
    const mails = (await getJson('/_local/mail')).body as StoredMail[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((mail) => /[\r\n]/.test(mail.to) || /[\r\n]/.test(mail.subject))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------

describe('enumeration', () => {
  const resend = (email: string) =>
    post(
      'POST /functions/v1/resend-activation',
      '/functions/v1/resend-activation',
      { email },
      {
        'x-environment': 'production',
      },
    );
  const waitingAccount = async () => {
    const email = uniqueEmail('waiting');
    const { error } = await adminClient().auth.admin.createUser({ email, user_metadata: { password_set: false } });
    expect(error).toBeNull();
    return email;
  };

  it('resend-activation answers a waiting, a confirmed and an unknown address with the same status and body', async () => {
    const answers = [await resend(await waitingAccount()), await resend((await confirmedUser()).email)];
    answers.push(await resend(uniqueEmail('nobody')));
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.text }).toEqual({ status: 200, body: answers[0]!.text });
    }
  });

  it('sign-up with a weak password gets the same 422 for a confirmed, a waiting and an unknown address', async () => {
    const addresses = [(await confirmedUser()).email, await waitingAccount(), uniqueEmail('nobody')];
    const answers = [];
    for (const email of addresses) {
      const answer = await post('POST /auth/v1/signup', '/auth/v1/signup', { email, password: 'short' }, anonHeaders);
      answers.push({ status: answer.status, body: answer.json });
    }
    expect(answers[0]).toMatchObject({ status: 422, body: { code: 'weak_password' } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('sign-in with a wrong password and with an unknown address, and a password reset, answer alike', async () => {
    const known = await confirmedUser();
    const signIn = (email: string) =>
      post('POST /auth/v1/token', '/auth/v1/token?grant_type=password', { email, password: 'Wrong2025x' }, anonHeaders);
    const [wrong, nobody] = [await signIn(known.email), await signIn(uniqueEmail('nobody'))];
    expect({ status: wrong.status, body: wrong.json }).toEqual({ status: nobody.status, body: nobody.json });
    expect(wrong.json).toMatchObject({ code: 'invalid_credentials' });
    const recover = (email: string) => post('POST /auth/v1/recover', '/auth/v1/recover', { email }, anonHeaders);
    const [mine, theirs] = [await recover(known.email), await recover(uniqueEmail('nobody'))];
    expect({ status: mine.status, body: mine.text }).toEqual({ status: 200, body: theirs.text });
  });
});

// ---------------------------------------------------------------------------

describe('rate limits', () => {
  afterAll(raiseLimits);

  it("verify-recaptcha's 429 (verifications per client address) carries Retry-After", async () => {
    // The database counts verifications per address; start from none, and leave none behind.
    await reset();
    try {
      const verify = async () => {
        const issued = await getJson('/recaptcha/api/token', {
          method: 'POST',
          headers: { 'Content-Type': JSON_TYPE },
          body: JSON.stringify({ siteKey: LOCAL_DEFAULTS.recaptchaSiteKey, action: 'contact', hostname: 'localhost' }),
        });
        return post(
          'POST /functions/v1/verify-recaptcha',
          '/functions/v1/verify-recaptcha',
          { token: issued.body.token, action: 'contact' },
          { Authorization: `Bearer ${ANON_KEY}` },
        );
      };
      let answer = await verify();
      for (let i = 0; i < 30 && answer.status === 200; i++) answer = await verify();
      expect(answer.status).toBe(429);
      expectRetryAfter(answer.headers, 3600, 'verify-recaptcha');
    } finally {
      await reset();
      await raiseLimits();
    }
  });

  const signIn = (email: string, password: string) =>
    post('POST /auth/v1/token', '/auth/v1/token?grant_type=password', { email, password }, anonHeaders);
  const refresh = (token: string) =>
    post('POST /auth/v1/token', '/auth/v1/token?grant_type=refresh_token', { refresh_token: token }, anonHeaders);

  it('password guesses that trip the sign-in limit leave token refreshes open', async () => {
    const user = await confirmedUser();
    const session = (await signIn(user.email, user.password)).json;
    await setAuthLimits({ token: { max: 3, windowSeconds: 300 } });
    let limited;
    for (let guess = 0; guess < 10 && limited?.status !== 429; guess++)
      limited = await signIn(user.email, `Guess${guess}x`);
    expect(limited!.status).toBe(429);
    expectRetryAfter(limited!.headers, 300, 'sign-in');
    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.access_token).toEqual(expect.any(String));
  });

  it('every 429 of Auth and of resend-activation carries Retry-After', async () => {
    const user = await confirmedUser();
    await resetAuthLimits();
    // Each limit made small, then used up.
    const trips: [string, Record<string, { max: number; windowSeconds: number }>, () => Promise<unknown>][] = [
      ['sign-ins', { token: { max: 0, windowSeconds: 300 } }, () => signIn(user.email, user.password)],
      [
        'sign-ups',
        { token: { max: 0, windowSeconds: 300 } },
        () =>
          post(
            'POST /auth/v1/signup',
            '/auth/v1/signup',
            { email: uniqueEmail(), password: 'Cycling2025' },
            anonHeaders,
          ),
      ],
      ['refreshes', { refresh: { max: 0, windowSeconds: 300 } }, () => refresh('any-token')],
      [
        'link verifications',
        { verify: { max: 0, windowSeconds: 3600 } },
        () => post('POST /auth/v1/verify', '/auth/v1/verify', { type: 'magiclink', token_hash: 'x' }, anonHeaders),
      ],
      [
        'e-mails per caller',
        { emailSent: { max: 0, windowSeconds: 3600 } },
        () => post('POST /auth/v1/otp', '/auth/v1/otp', { email: uniqueEmail(), create_user: true }, anonHeaders),
      ],
    ];
    for (const [what, limits, request] of trips) {
      await resetAuthLimits();
      await setAuthLimits(limits);
      const answer = (await request()) as Awaited<ReturnType<typeof hit>>;
      expect(answer.status, what).toBe(429);
      expectRetryAfter(answer.headers, Object.values(limits)[0]!.windowSeconds, what);
    }
    // One e-mail per address per minute.
    await resetAuthLimits();
    const email = uniqueEmail();
    expect((await post('POST /auth/v1/recover', '/auth/v1/recover', { email }, anonHeaders)).status).toBe(200);
    const again = await post('POST /auth/v1/recover', '/auth/v1/recover', { email }, anonHeaders);
    expect(again.status).toBe(429);
    expectRetryAfter(again.headers, 60, 'e-mails per address');

    // resend-activation: per address, then per IP.
    await putJson('/_local/functions/rate-limits', { perAddress: { max: 1, windowSeconds: 60 } });
    const resend = (address: string) =>
      post('POST /functions/v1/resend-activation', '/functions/v1/resend-activation', { email: address });
    const address = uniqueEmail();
    expect((await resend(address)).status).toBe(200);
    const perAddress = await resend(address);
    expect(perAddress.status).toBe(429);
    expectRetryAfter(perAddress.headers, 60, 'resend-activation per address');
    await putJson('/_local/functions/rate-limits', { perIp: { max: 0, windowSeconds: 3600 } });
    const perIp = await resend(uniqueEmail());
    expect(perIp.status).toBe(429);
    expectRetryAfter(perIp.headers, 3600, 'resend-activation per IP');
  });
});

describe('e-mail links and the e-mail limits', () => {
  afterAll(raiseLimits);
  const otp = (email: string) => post('POST /auth/v1/otp', '/auth/v1/otp', { email, create_user: false }, anonHeaders);
  const recover = (email: string) => post('POST /auth/v1/recover', '/auth/v1/recover', { email }, anonHeaders);

  it('/otp counts every request per caller: a run through a list of addresses meets 429 before the answers tell who has an account', async () => {
    await resetAuthLimits();
    const known = await confirmedUser();
    const answers = [];
    for (let n = 0; n < 25; n++) answers.push(await otp(uniqueEmail('listed')));
    const statuses = answers.map((answer) => answer.status);
    // The default allowance of e-mails per caller (20 an hour), then the limit.
    expect(statuses).toEqual([...Array(20).fill(422), ...Array(5).fill(429)]);
    expectRetryAfter(answers[20]!.headers, 3600, '/otp per caller');
    const forKnown = await otp(known.email);
    expect({ status: forKnown.status, body: forKnown.json }).toEqual({ status: 429, body: answers[20]!.json });
  });

  it('/otp counts every request per address too', async () => {
    await resetAuthLimits();
    const email = uniqueEmail('once');
    expect((await otp(email)).status).toBe(422);
    const again = await otp(email);
    expect(again.status).toBe(429);
    expectRetryAfter(again.headers, 60, '/otp per address');
  });

  it("a caller over its e-mail quota counts against no address: the address's owner still gets their reset e-mail", async () => {
    await resetAuthLimits();
    await setAuthLimits({ emailSent: { max: 1, windowSeconds: 3600 } });
    const victim = await confirmedUser();
    expect((await recover(uniqueEmail('spent'))).status).toBe(200);
    for (let n = 0; n < 3; n++) expect((await recover(victim.email)).status).toBe(429);
    // The owner, from their own address.
    const own = await hitFrom('127.0.0.2', 'POST /auth/v1/recover', '/auth/v1/recover', {
      method: 'POST',
      headers: { ...anonHeaders, 'Content-Type': JSON_TYPE },
      body: JSON.stringify({ email: victim.email }),
    });
    expect(own.status).toBe(200);
    expect(await mailTo(victim.email)).toHaveLength(1);
  });
});

describe("the functions' client address", () => {
  // As Cloudflare, in front of Supabase's functions, passes a request on: a client's own X-Forwarded-For
  // keeps its entries, Cloudflare's entry comes last, and CF-Connecting-IP is set by Cloudflare alone.
  const through = (connecting: string, forwardedByClient?: string) =>
    new Headers({
      'cf-connecting-ip': connecting,
      'x-forwarded-for': forwardedByClient ? `${forwardedByClient}, ${connecting}` : connecting,
    });

  it('a caller writing its own X-Forwarded-For is still one caller, at the address Cloudflare saw', () => {
    const claimed = Array.from({ length: 20 }, (_, n) => clientAddress(through('203.0.113.9', `198.51.100.${n}`)));
    expect(new Set(claimed)).toEqual(new Set(['203.0.113.9']));
    expect(clientAddress(through('2001:db8::7', '192.0.2.1'))).toBe('2001:db8::7');
  });

  it("without Cloudflare, the nearest proxy's entry counts, never the first; what is no address counts as none", () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '192.0.2.1, 198.51.100.20' }))).toBe('198.51.100.20');
    expect(clientAddress(new Headers({ 'cf-connecting-ip': 'anyone', 'x-forwarded-for': 'x, 198.51.100.20' }))).toBe(
      '198.51.100.20',
    );
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.20, <script>' }))).toBeNull();
    expect(clientAddress(new Headers())).toBeNull();
  });
});

describe('user metadata is bounded', () => {
  const HUGE_NAME = 'N'.repeat(15_000);

  it('a sign-up whose metadata would outgrow a request header is refused (400) and opens no account', async () => {
    const email = uniqueEmail('huge');
    const answer = await post(
      'POST /auth/v1/signup',
      '/auth/v1/signup',
      { email, password: 'Cycling2025', data: { full_name: HUGE_NAME } },
      anonHeaders,
    );
    expect({ status: answer.status, code: answer.json.code }).toEqual({ status: 400, code: 'validation_failed' });
    const { data } = await adminClient().auth.admin.listUsers({ page: 1, perPage: 50 });
    expect(data.users.map((user) => user.email)).not.toContain(email);
  });

  it('an update that would make the metadata too large is refused (400), and the account goes on working', async () => {
    const user = await confirmedUser();
    const session = (await post('POST /auth/v1/token', '/auth/v1/token?grant_type=password', user, anonHeaders)).json;
    const headers = userHeaders(session.access_token);
    // Growing it a little at a time meets the bound too.
    const parts = [1, 2, 3].map((n) => ({ [`part${n}`]: 'p'.repeat(1500) }));
    const answers = [];
    for (const data of parts)
      answers.push((await post('PUT /auth/v1/user', '/auth/v1/user', { data }, headers, 'PUT')).status);
    expect(answers).toEqual([200, 200, 400]);
    const huge = await post('PUT /auth/v1/user', '/auth/v1/user', { data: { full_name: HUGE_NAME } }, headers, 'PUT');
    expect(huge.json).toMatchObject({ code: 'validation_failed' });
    const refreshed = await post(
      'POST /auth/v1/token',
      '/auth/v1/token?grant_type=refresh_token',
      { refresh_token: session.refresh_token },
      anonHeaders,
    );
    expect(refreshed.status).toBe(200);
    expect(
      (await hit('GET /auth/v1/user', '/auth/v1/user', { headers: userHeaders(refreshed.json.access_token) })).status,
    ).toBe(200);
  });
});

// ---------------------------------------------------------------------------

describe('token revocation', () => {
  it('after a global sign-out, /auth/v1/user is 403 and the dashboard function refuses the old token', async () => {
    const { client } = await signedInClient();
    const { access_token: token, refresh_token: refreshToken } = (await client.auth.getSession()).data.session!;
    const dashboard = () =>
      post(
        'POST /functions/v1/get-customer-dashboard-link',
        '/functions/v1/get-customer-dashboard-link',
        {},
        { Authorization: `Bearer ${token}`, 'x-environment': 'production' },
      );
    // Before: the token is good (the function gets past the token to the missing customer id).
    expect((await hit('GET /auth/v1/user', '/auth/v1/user', { headers: userHeaders(token) })).status).toBe(200);
    expect((await dashboard()).status).toBe(404);

    const out = await hit('POST /auth/v1/logout', '/auth/v1/logout?scope=global', {
      method: 'POST',
      headers: userHeaders(token),
    });
    expect(out.status).toBe(204);
    const user = await hit('GET /auth/v1/user', '/auth/v1/user', { headers: userHeaders(token) });
    expect(user.status).toBe(403);
    expect(user.json).toMatchObject({ code: 'session_not_found' });
    const refused = await dashboard();
    expect(refused.status).toBe(401);
    expect(refused.json).not.toHaveProperty('dashboardUrl');
    // Nor does its refresh token bring the session back.
    const refreshed = await post(
      'POST /auth/v1/token',
      '/auth/v1/token?grant_type=refresh_token',
      { refresh_token: refreshToken },
      anonHeaders,
    );
    expect(refreshed.status).toBe(400);
  });
});

describe('parallel refreshes', () => {
  it('8 refreshes of one token at once all succeed, and the session lives on', async () => {
    const user = await confirmedUser();
    const session = (await post('POST /auth/v1/token', '/auth/v1/token?grant_type=password', user, anonHeaders)).json;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(
          'POST /auth/v1/token',
          '/auth/v1/token?grant_type=refresh_token',
          { refresh_token: session.refresh_token },
          anonHeaders,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const sessionOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).session_id as string;
    for (const answer of answers) expect(sessionOf(answer.json.access_token)).toBe(sessionOf(session.access_token));
    // Each new token still reads the user, and the last one refreshes again.
    for (const answer of answers) {
      const me = await hit('GET /auth/v1/user', '/auth/v1/user', { headers: userHeaders(answer.json.access_token) });
      expect(me.status).toBe(200);
    }
    const next = await post(
      'POST /auth/v1/token',
      '/auth/v1/token?grant_type=refresh_token',
      { refresh_token: answers[7]!.json.refresh_token },
      anonHeaders,
    );
    expect(next.status).toBe(200);
  });
});

// ---------------------------------------------------------------------------

describe('account takeover before activation', () => {
  const ATTACKER_PASSWORD = 'Attacker2025';
  const signUp = (email: string) =>
    post(
      'POST /auth/v1/signup',
      '/auth/v1/signup',
      { email, password: ATTACKER_PASSWORD, data: { full_name: 'Eve' } },
      anonHeaders,
    );
  const attackerSignIn = (email: string) =>
    post(
      'POST /auth/v1/token',
      '/auth/v1/token?grant_type=password',
      { email, password: ATTACKER_PASSWORD },
      anonHeaders,
    );
  const verifyLinkIn = (mail: { links: string[] } | undefined) =>
    mail!.links.find((l) => l.includes('/auth/v1/verify'))!;
  /** Who the link signs in, as /auth/v1/user shows it, or the error it lands on. */
  const follow = async (link: string) => {
    const opened = await openLink(link);
    if (!opened.params.access_token) return { error: opened.params.error_code };
    const me = await hit('GET /auth/v1/user', '/auth/v1/user', { headers: userHeaders(opened.params.access_token) });
    return { user: me.json };
  };

  it("a sign-up by someone else before a guest order: the activation hands the account to the buyer, the sign-up's password is refused", async () => {
    const victim = uniqueEmail('victim');
    // The attacker signs up with the victim's address and a password of their own; the account waits, unconfirmed.
    expect((await signUp(victim)).status).toBe(200);
    expect((await attackerSignIn(victim)).json).toMatchObject({ code: 'email_not_confirmed' });
    const [confirmation] = await mailTo(victim);

    // The victim buys as a guest with that address, then follows "Activate".
    await placeTestOrder(victim);
    const activation = (await mailTo(victim)).find((mail) => /^Activate/.test(mail.subject));
    expect(activation!.text).toContain('asks you to choose a password');
    const activated = await follow(verifyLinkIn(activation));
    expect(activated.user).toMatchObject({ email: victim, user_metadata: { password_set: false } });
    expect(activated.user.user_metadata).not.toHaveProperty('full_name');

    // The attacker's password no longer opens the account, and the link their sign-up mailed is void.
    const refused = await attackerSignIn(victim);
    expect({ status: refused.status, code: refused.json.code }).toEqual({ status: 400, code: 'invalid_credentials' });
    expect(await follow(verifyLinkIn(confirmation))).toEqual({ error: 'otp_expired' });
  });

  it('a sign-up by someone else after a guest order: its confirmation opens Set Your Password, its password is refused', async () => {
    const victim = uniqueEmail('victim');
    await placeTestOrder(victim);
    expect((await signUp(victim)).status).toBe(200);
    const [confirmation] = await mailTo(victim);
    expect(confirmation!.subject).not.toMatch(/^Activate/);
    const confirmed = await follow(verifyLinkIn(confirmation));
    expect(confirmed.user).toMatchObject({ email: victim, user_metadata: { password_set: false } });
    expect((await attackerSignIn(victim)).json).toMatchObject({ code: 'invalid_credentials' });
  });
});

describe('a new password or address ends what was handed out before it', () => {
  const signIn = (email: string, password: string) =>
    post('POST /auth/v1/token', '/auth/v1/token?grant_type=password', { email, password }, anonHeaders);
  const me = (token: string) => hit('GET /auth/v1/user', '/auth/v1/user', { headers: userHeaders(token) });
  const refresh = (token: string) =>
    post('POST /auth/v1/token', '/auth/v1/token?grant_type=refresh_token', { refresh_token: token }, anonHeaders);
  /** Mails a password reset link to `email` and gives the link. */
  const resetLink = async (email: string) => {
    expect((await post('POST /auth/v1/recover', '/auth/v1/recover', { email }, anonHeaders)).status).toBe(200);
    const [mail] = await mailTo(email);
    return mail!.links.find((l) => l.includes('/auth/v1/verify'))!;
  };

  it("a password change ends the user's other sessions and voids a reset link mailed before it", async () => {
    const user = await confirmedUser();
    const [here, elsewhere] = [
      (await signIn(user.email, user.password)).json,
      (await signIn(user.email, user.password)).json,
    ];
    const earlierReset = await resetLink(user.email);

    const changed = await post(
      'PUT /auth/v1/user',
      '/auth/v1/user',
      { password: 'Changed2026' },
      userHeaders(here.access_token),
      'PUT',
    );
    expect(changed.status).toBe(200);

    // The session that changed it goes on; the other ends, and its refresh token with it.
    expect((await me(here.access_token)).status).toBe(200);
    expect((await me(elsewhere.access_token)).json).toMatchObject({ code: 'session_not_found' });
    expect((await refresh(elsewhere.refresh_token)).status).toBe(400);
    expect((await openLink(earlierReset)).params).toMatchObject({ error_code: 'otp_expired' });
    expect((await signIn(user.email, 'Changed2026')).status).toBe(200);
  });

  it("an address change ends the user's sessions and voids the links mailed to the old address", async () => {
    const user = await confirmedUser();
    const session = (await signIn(user.email, user.password)).json;
    const earlierReset = await resetLink(user.email);
    const moved = await post(
      'PUT /auth/v1/admin/users/:id',
      `/auth/v1/admin/users/${user.id}`,
      { email: uniqueEmail('moved') },
      serviceHeaders,
      'PUT',
    );
    expect(moved.status).toBe(200);
    expect((await me(session.access_token)).json).toMatchObject({ code: 'session_not_found' });
    expect((await openLink(earlierReset)).params).toMatchObject({ error_code: 'otp_expired' });
  });
});

describe('what web pages may do with the backend', () => {
  const STRANGER = 'https://pages.example';
  const shop = SHOP.origin;
  const corsOf = (answer: Awaited<ReturnType<typeof hit>>) => ({
    origin: answer.headers.get('access-control-allow-origin'),
    credentials: answer.headers.get('access-control-allow-credentials'),
  });
  const preflight = (endpoint: string, path: string, origin: string) =>
    hit(endpoint, path, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey' },
    });

  it("a page of another site gets no CORS answer from the services, with or without credentials; the shop's pages do", async () => {
    const read = (origin: string) =>
      hit('GET /auth/v1/settings', '/auth/v1/settings', { headers: { ...anonHeaders, Origin: origin } });
    expect(corsOf(await read(STRANGER))).toEqual({ origin: null, credentials: null });
    expect(corsOf(await preflight('OPTIONS /auth/v1/token', '/auth/v1/token', STRANGER))).toEqual({
      origin: null,
      credentials: null,
    });
    // A look-alike of the shop's address is another site.
    expect(corsOf(await read(`${shop}.pages.example`)).origin).toBeNull();
    expect(corsOf(await read(shop))).toEqual({ origin: shop, credentials: 'true' });
    expect(corsOf(await preflight('OPTIONS /auth/v1/token', '/auth/v1/token', shop)).origin).toBe(shop);
    // The same shop opened under another loopback name.
    const alias = `${SHOP.protocol}//127.0.0.1:${SHOP.port}`;
    expect(corsOf(await read(alias)).origin).toBe(alias);
  });

  it("/_local/* answers no CORS request and refuses what another page sends, the shop's included: the outbox stays", async () => {
    const { email } = await confirmedUser();
    expect((await post('POST /auth/v1/recover', '/auth/v1/recover', { email }, anonHeaders)).status).toBe(200);
    for (const origin of [STRANGER, shop]) {
      const read = await hit('GET /_local/mail', `/_local/mail?to=${encodeURIComponent(email)}`, {
        headers: { Origin: origin },
      });
      expect({ status: read.status, ...corsOf(read) }).toEqual({ status: 403, origin: null, credentials: null });
      expect(read.text).not.toContain('/auth/v1/verify');
      expect(corsOf(await preflight('OPTIONS /_local/mail', '/_local/mail', origin)).origin).toBeNull();
      const erase = await hit('DELETE /_local/mail', '/_local/mail', { method: 'DELETE', headers: { Origin: origin } });
      expect(erase.status).toBe(403);
    }
    // A form or a plain fetch from another site sends no Origin on some requests, but the browser says where it came from.
    const events = await hit('GET /_local/events', '/_local/events', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(events.status).toBe(403);
    const reset = await hit('POST /_local/reset', '/_local/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-site' },
    });
    expect(reset.status).toBe(403);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("the backend's pages, redirects and errors carry the shop's security headers: no framing, nosniff, no referrer", async () => {
    const checkoutId = await simpleCheckout();
    const pages: [string, string][] = [
      ['GET /checkout/:id', `/checkout/${checkoutId}`],
      ['GET /mail', '/mail'],
      ['GET /', '/'],
      ['GET /auth/v1/verify', '/auth/v1/verify?token=expired&type=magiclink'],
      ['GET /nowhere', '/nowhere'],
    ];
    for (const [endpoint, path] of pages) {
      const answer = await hit(endpoint, path);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'none'");
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
    // The Pay form's page is among them.
    expect((await hit('GET /checkout/:id', `/checkout/${checkoutId}`)).text).toContain('method="post"');
  });
});

// ---------------------------------------------------------------------------
// The sweep

/** What the sweep's targets need: accounts, tokens, a checkout, a customer. */
interface Fixtures {
  confirmed: { email: string; password: string; id: string };
  waiting: string;
  /** Signed in through Auth: changes its own metadata (PUT /user). */
  sessionUser: { id: string; token: string };
  /** Signed in through Auth: signs out (POST /logout). */
  leavingToken: string;
  /** Changed by the administrator (PUT /admin/users/:id). */
  adminTarget: string;
  refreshToken: string;
  /** A profile edited through PostgREST. */
  profileUser: TestUser;
  /** A signed-in customer with a customer id (the dashboard function). */
  customer: { id: string; token: string; customerId: string };
  /** The checkout that customer paid (the order-paid event names it). */
  paidCheckoutId: string;
  issuedRecaptcha: string;
  contactToken: string;
  subscriberToken: string;
  /** A stored contact message not yet mailed. */
  storedContactToken: string;
  priceId: string;
  priceAmount: number;
  otherPriceId: string;
  productId: string;
  /** A checkout with one line; one whose details the sweep sends; one never given details. */
  checkoutId: string;
  lineId: string;
  bareCheckoutId: string;
  unpayableCheckoutId: string;
}

let fx: Fixtures;

interface Target {
  /** The route as `routesInSources()` names it. */
  route: string;
  /** The row of the table. */
  endpoint: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: () => string;
  headers?: () => Record<string, string>;
  /** A body the endpoint takes; each attack changes one thing in it. */
  base: () => Record<string, unknown>;
  fields?: FieldSpec[];
  form?: boolean;
  /** The functions: their own list of malformed requests, built from the base body. */
  malformed?: string[][];
  /** Attacks of the list that the endpoint rightly takes (a missing optional field). */
  skipMalformed?: string[];
  /** Attacks whose 2xx is the endpoint's rule, not something kept wrongly. */
  accepts?: string[];
  /** Headers computed from the body: order-paid's signature. */
  sign?: (body: string) => Promise<Record<string, string>>;
  /** A 2xx answer is itself something kept where no table can be read over HTTP (a session, a checkout, a link). */
  keepsOn2xx?: boolean;
  /** State beside the row counts that no hostile request may change. */
  state?: () => Promise<unknown>;
  /** Undoes what an accepted request would leave (for the hooks). */
  cleanUp?: () => Promise<unknown>;
}

const secretHeaders = () => ({ Authorization: `Bearer ${LOCAL_DEFAULTS.surecartSecretKey}` });
const readCheckout = async (id: string) => {
  const { body } = await getJson(`/v1/checkouts/${id}?expand[]=line_items`, { headers: secretHeaders() });
  return {
    status: body.status,
    email: body.email,
    name: body.name,
    shipping_address: body.shipping_address,
    lines: body.line_items?.data?.map((line: { id: string; quantity: number }) => [line.id, line.quantity]),
  };
};
const readUser = async (id: string) => {
  const { data } = await adminClient().auth.admin.getUserById(id);
  return { email: data.user?.email, metadata: data.user?.user_metadata, confirmed: data.user?.email_confirmed_at };
};
const email = () => uniqueEmail('sweep');
/** A text column: coercing other JSON values to text is PostgREST's own rule, so only what no row may hold. */
const text: FieldSpec['kinds'] = ['nul', 'deep', 'null'];
/** A number field: any number is a number, so every other kind. */
const numeric: FieldSpec['kinds'] = ALL_KINDS.filter((kind) => kind !== 'number');
/** A new password may hold any character, as Supabase Auth's may (a NUL is a character like another to bcrypt). */
const newPassword: FieldSpec['kinds'] = ALL_KINDS.filter((kind) => kind !== 'nul');

const TARGETS: Target[] = [
  // Supabase Auth
  {
    route: 'auth/session-routes.ts POST /token',
    endpoint: 'POST /auth/v1/token',
    method: 'POST',
    path: () => '/auth/v1/token?grant_type=password',
    headers: () => anonHeaders,
    base: () => ({ email: fx.confirmed.email, password: fx.confirmed.password }),
    fields: [{ path: ['email'] }, { path: ['password'] }],
    keepsOn2xx: true,
  },
  {
    route: 'auth/session-routes.ts POST /token',
    endpoint: 'POST /auth/v1/token (refresh)',
    method: 'POST',
    path: () => '/auth/v1/token?grant_type=refresh_token',
    headers: () => anonHeaders,
    base: () => ({ refresh_token: fx.refreshToken }),
    fields: [{ path: ['refresh_token'] }],
    keepsOn2xx: true,
  },
  {
    route: 'auth/mailed-link-routes.ts POST /signup',
    endpoint: 'POST /auth/v1/signup',
    method: 'POST',
    path: () => '/auth/v1/signup',
    headers: () => anonHeaders,
    base: () => ({ email: email(), password: 'Cycling2025', data: { full_name: 'Ana Roy' } }),
    fields: [
      { path: ['email'] },
      { path: ['password'], kinds: newPassword },
      { path: ['data'], kinds: ['number', 'null', 'array', 'nul', 'deep'] },
      { path: ['data', 'full_name'], kinds: UNSTORABLE_KINDS },
    ],
  },
  {
    route: 'auth/mailed-link-routes.ts POST /otp',
    endpoint: 'POST /auth/v1/otp',
    method: 'POST',
    path: () => '/auth/v1/otp',
    headers: () => anonHeaders,
    base: () => ({ email: email(), create_user: true, data: { full_name: 'Ana Roy' } }),
    fields: [{ path: ['email'] }, { path: ['create_user'] }, { path: ['data', 'full_name'], kinds: UNSTORABLE_KINDS }],
  },
  {
    route: 'auth/mailed-link-routes.ts POST /recover',
    endpoint: 'POST /auth/v1/recover',
    method: 'POST',
    path: () => '/auth/v1/recover',
    headers: () => anonHeaders,
    base: () => ({ email: fx.confirmed.email }),
    fields: [{ path: ['email'] }],
  },
  {
    route: 'auth/mailed-link-routes.ts POST /resend',
    endpoint: 'POST /auth/v1/resend',
    method: 'POST',
    path: () => '/auth/v1/resend',
    headers: () => anonHeaders,
    base: () => ({ type: 'signup', email: fx.waiting }),
    fields: [{ path: ['type'] }, { path: ['email'] }],
  },
  {
    route: 'auth/session-routes.ts POST /verify',
    endpoint: 'POST /auth/v1/verify',
    method: 'POST',
    path: () => '/auth/v1/verify',
    headers: () => anonHeaders,
    base: () => ({ type: 'magiclink', token_hash: 'no-such-token-hash' }),
    fields: [{ path: ['type'] }, { path: ['token_hash'] }],
    keepsOn2xx: true,
  },
  {
    route: 'auth/session-routes.ts PUT /user',
    endpoint: 'PUT /auth/v1/user',
    method: 'PUT',
    path: () => '/auth/v1/user',
    headers: () => userHeaders(fx.sessionUser.token),
    base: () => ({ data: { city: 'Québec' } }),
    fields: [
      { path: ['data'], kinds: ['number', 'null', 'array', 'nul', 'deep'] },
      { path: ['data', 'city'], kinds: UNSTORABLE_KINDS },
      { path: ['password'], kinds: newPassword },
      { path: ['email'] },
    ],
    state: () => readUser(fx.sessionUser.id),
  },
  {
    route: 'auth/session-routes.ts POST /logout',
    endpoint: 'POST /auth/v1/logout',
    method: 'POST',
    path: () => '/auth/v1/logout?scope=global',
    headers: () => userHeaders(fx.leavingToken),
    base: () => ({}),
  },
  {
    route: 'auth/admin-routes.ts POST /admin/users',
    endpoint: 'POST /auth/v1/admin/users',
    method: 'POST',
    path: () => '/auth/v1/admin/users',
    headers: () => serviceHeaders,
    base: () => ({ email: email(), password: 'Cycling2025', email_confirm: true, user_metadata: { full_name: 'Ana' } }),
    fields: [
      { path: ['email'] },
      { path: ['password'], kinds: newPassword },
      { path: ['email_confirm'] },
      { path: ['user_metadata'], kinds: ['number', 'null', 'array', 'nul', 'deep'] },
      { path: ['user_metadata', 'full_name'], kinds: UNSTORABLE_KINDS },
    ],
  },
  {
    route: 'auth/admin-routes.ts PUT /admin/users/:id',
    endpoint: 'PUT /auth/v1/admin/users/:id',
    method: 'PUT',
    path: () => `/auth/v1/admin/users/${fx.adminTarget}`,
    headers: () => serviceHeaders,
    base: () => ({ user_metadata: { city: 'Laval' } }),
    fields: [
      { path: ['email'] },
      { path: ['password'], kinds: newPassword },
      { path: ['email_confirm'] },
      { path: ['user_metadata'], kinds: ['number', 'null', 'array', 'nul', 'deep'] },
      { path: ['user_metadata', 'city'], kinds: UNSTORABLE_KINDS },
    ],
    state: () => readUser(fx.adminTarget),
  },
  {
    route: 'auth/admin-routes.ts POST /admin/generate_link',
    endpoint: 'POST /auth/v1/admin/generate_link',
    method: 'POST',
    path: () => '/auth/v1/admin/generate_link',
    headers: () => serviceHeaders,
    base: () => ({ type: 'magiclink', email: email(), redirect_to: SITE_URL }),
    fields: [
      { path: ['type'] },
      { path: ['email'] },
      { path: ['redirect_to'], kinds: ['number', 'array', 'object', 'deep'] },
    ],
  },
  {
    route: 'auth/routes.ts ALL *',
    endpoint: 'POST /auth/v1/(unknown)',
    method: 'POST',
    path: () => '/auth/v1/nowhere',
    headers: () => anonHeaders,
    base: () => ({ email: email() }),
  },
  // Auth's test hooks: an accepted hostile body would change the limits or the clock.
  {
    route: 'auth/test-hooks.ts PUT /_local/auth/rate-limits',
    endpoint: 'PUT /_local/auth/rate-limits',
    method: 'PUT',
    path: () => '/_local/auth/rate-limits',
    base: () => ({ token: { ...RAISED } }),
    fields: [
      { path: ['token'] },
      { path: ['token', 'max'], kinds: numeric },
      { path: ['token', 'windowSeconds'], kinds: numeric },
    ],
    state: async () => (await getJson('/_local/auth/rate-limits')).body,
  },
  {
    route: 'auth/test-hooks.ts PUT /_local/auth/clock',
    endpoint: 'PUT /_local/auth/clock',
    method: 'PUT',
    path: () => '/_local/auth/clock',
    base: () => ({ offset_seconds: 0 }),
    fields: [{ path: ['offset_seconds'], kinds: numeric }],
    state: async () => (await getJson('/_local/auth/clock')).body,
  },
  // PostgREST
  {
    route: 'rest/api.ts ALL /:table',
    endpoint: 'POST /rest/v1/contact_forms',
    method: 'POST',
    path: () => '/rest/v1/contact_forms',
    headers: () => anonHeaders,
    base: () => ({ ...contactRow({}), recaptcha_token: fx.contactToken }),
    fields: [
      { path: ['name'], kinds: text },
      { path: ['email'], kinds: text },
      { path: ['phone'], kinds: UNSTORABLE_KINDS },
      { path: ['message'], kinds: text },
      { path: ['status'], kinds: text },
      { path: ['recaptcha_token'] },
    ],
  },
  {
    route: 'rest/api.ts ALL /:table',
    endpoint: 'POST /rest/v1/subscribers',
    method: 'POST',
    path: () => '/rest/v1/subscribers',
    headers: () => anonHeaders,
    base: () => ({ email: email(), name: 'Ana Roy', recaptcha_token: fx.subscriberToken }),
    fields: [
      { path: ['email'], kinds: text },
      { path: ['name'], kinds: UNSTORABLE_KINDS },
      { path: ['recaptcha_token'] },
    ],
  },
  {
    route: 'rest/api.ts ALL /:table',
    endpoint: 'POST /rest/v1/users',
    method: 'POST',
    path: () => '/rest/v1/users',
    headers: () => anonHeaders,
    base: () => ({ user_id: randomUUID(), email: email(), full_name: 'Ana Roy' }),
    fields: [{ path: ['user_id'] }, { path: ['email'] }],
  },
  {
    route: 'rest/api.ts ALL /:table',
    endpoint: 'PATCH /rest/v1/users',
    method: 'PATCH',
    path: () => `/rest/v1/users?user_id=eq.${fx.profileUser.id}`,
    headers: () => userHeaders(fx.profileUser.token),
    base: () => ({ full_name: 'Rita Values', phone: '514 555 0100' }),
    fields: [
      { path: ['full_name'], kinds: UNSTORABLE_KINDS },
      { path: ['phone'], kinds: UNSTORABLE_KINDS },
    ],
    state: async () =>
      (await fx.profileUser.client.from('users').select('*').eq('user_id', fx.profileUser.id).single()).data,
  },
  {
    route: 'rest/api.ts ALL /:table',
    endpoint: 'PATCH /rest/v1/contact_forms',
    method: 'PATCH',
    path: () => `/rest/v1/contact_forms?email=neq.x`,
    headers: () => anonHeaders,
    base: () => ({ status: 'read' }),
    fields: [{ path: ['status'] }],
  },
  {
    route: 'rest/api.ts ALL /:table',
    endpoint: 'POST /rest/v1/webhook_events',
    method: 'POST',
    path: () => '/rest/v1/webhook_events',
    headers: () => anonHeaders,
    base: () => ({ id: `evt_${randomUUID()}`, type: 'order.paid' }),
    fields: [{ path: ['id'] }],
  },
  {
    route: 'rest/api.ts ALL /:table',
    endpoint: 'POST /rest/v1/recaptcha_verifications',
    method: 'POST',
    path: () => '/rest/v1/recaptcha_verifications',
    headers: () => anonHeaders,
    base: () => ({ token: randomUUID(), action: 'contact', score: 0.9 }),
    fields: [{ path: ['token'] }, { path: ['score'], kinds: numeric }],
  },
  {
    route: 'rest/api.ts ALL /rpc/:fn',
    endpoint: 'POST /rest/v1/rpc/:fn',
    method: 'POST',
    path: () => '/rest/v1/rpc/claim_contact_notification',
    headers: () => anonHeaders,
    base: () => ({ token: fx.storedContactToken }),
    fields: [{ path: ['token'] }],
  },
  {
    route: 'rest/api.ts ALL *',
    endpoint: 'POST /rest/v1/(unknown)',
    method: 'POST',
    path: () => '/rest/v1/contact_forms/1',
    headers: () => anonHeaders,
    base: () => ({ status: 'read' }),
  },
  // Functions
  {
    route: 'functions/account-functions.ts ALL /functions/v1/resend-activation',
    endpoint: 'POST /functions/v1/resend-activation',
    method: 'POST',
    path: () => '/functions/v1/resend-activation',
    headers: () => ({ 'x-environment': 'production' }),
    base: () => ({ email: fx.waiting, locale: 'fr' }),
    malformed: [['email']],
    fields: [{ path: ['email'], kinds: ['nul'] }],
  },
  {
    route: 'functions/account-functions.ts ALL /functions/v1/order-paid',
    endpoint: 'POST /functions/v1/order-paid',
    method: 'POST',
    path: () => '/functions/v1/order-paid',
    // As the platform sends it: the order names its (paid) checkout by id, with no customer and no e-mail.
    base: () => ({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'order.paid',
      data: { object: { id: 'ord_sweep', object: 'order', status: 'paid', checkout: fx.paidCheckoutId } },
    }),
    // Signed by the platform, so only what the handler must refuse: a checkout id no checkout has, and ids no row may hold.
    malformed: [['data', 'object', 'checkout']],
    fields: [
      { path: ['data', 'object', 'checkout'], kinds: ['nul'] },
      { path: ['id'], kinds: ['number', 'null', 'array', 'object', 'nul', 'deep'] },
    ],
    sign: async (body) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return {
        'X-Webhook-Timestamp': timestamp,
        'X-Webhook-Signature': await signWebhook(body, timestamp, LOCAL_SURECART_WEBHOOK_SECRET),
      };
    },
  },
  {
    route: 'functions/restock-function.ts ALL /functions/v1/product-restocked',
    endpoint: 'POST /functions/v1/product-restocked',
    method: 'POST',
    path: () => '/functions/v1/product-restocked',
    // As the platform sends it: the event's object is the product whose stock changed.
    base: () => ({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'product.stock_adjusted',
      data: { object: { id: fx.productId, object: 'product' } },
    }),
    // Signed by the platform, so only what the handler must refuse: a product id no product has, or no id.
    malformed: [['data', 'object', 'id']],
    fields: [{ path: ['data', 'object', 'id'], kinds: ['nul'] }],
    sign: platformSigned,
  },
  {
    route: 'functions/contact-functions.ts ALL PATHS[0]',
    endpoint: 'POST /functions/v1/verify-recaptcha',
    method: 'POST',
    path: () => '/functions/v1/verify-recaptcha',
    headers: () => ({ Authorization: `Bearer ${ANON_KEY}` }),
    base: () => ({ token: fx.issuedRecaptcha, action: 'contact' }),
    malformed: [['token'], ['action']],
    // A missing action is allowed: the token alone is verified (and recorded) then.
    skipMalformed: ['action: missing'],
    fields: [{ path: ['token'], kinds: ['nul'] }],
  },
  {
    route: 'functions/contact-functions.ts ALL PATHS[1]',
    endpoint: 'POST /functions/v1/send-contact-notification',
    method: 'POST',
    path: () => '/functions/v1/send-contact-notification',
    headers: () => ({ Authorization: `Bearer ${ANON_KEY}` }),
    base: () => ({ contactFormData: { recaptcha_token: fx.storedContactToken }, locale: 'fr' }),
    malformed: [['contactFormData', 'recaptcha_token']],
    fields: [{ path: ['contactFormData', 'recaptcha_token'], kinds: ['nul'] }],
  },
  {
    route: 'functions/dashboard-link.ts ALL /get-customer-dashboard-link',
    endpoint: 'POST /functions/v1/get-customer-dashboard-link',
    method: 'POST',
    path: () => '/functions/v1/get-customer-dashboard-link',
    headers: () => ({ Authorization: `Bearer ${fx.customer.token}`, 'x-environment': 'production' }),
    base: () => ({ userId: fx.customer.id, customerId: fx.customer.customerId }),
    malformed: [['userId'], ['customerId']],
    // The caller's own customer is used when the body names none.
    skipMalformed: [
      'userId: missing',
      'customerId: missing',
      'userId: null',
      'customerId: null',
      ...['JSON', 'text', 'untyped'].flatMap((type) =>
        ['no body', 'an empty body', 'whitespace'].map((what) => `body (${type}): ${what}`),
      ),
    ],
    fields: [{ path: ['customerId'], kinds: ['nul'] }],
    keepsOn2xx: true,
  },
  {
    route: 'functions/account-functions.ts PUT /_local/functions/rate-limits',
    endpoint: 'PUT /_local/functions/rate-limits',
    method: 'PUT',
    path: () => '/_local/functions/rate-limits',
    base: () => ({ perAddress: { ...RAISED }, perIp: { ...RAISED } }),
    fields: [
      { path: ['perAddress'] },
      { path: ['perAddress', 'max'], kinds: numeric },
      { path: ['perIp', 'windowSeconds'], kinds: numeric },
    ],
    cleanUp: () => putJson('/_local/functions/rate-limits', { perAddress: RAISED, perIp: RAISED }),
  },
  // The commerce platform and the shop host
  {
    route: 'commerce/checkout-api.ts POST /checkouts',
    endpoint: 'POST /wp-json/surecart/v1/checkouts',
    method: 'POST',
    path: () => '/wp-json/surecart/v1/checkouts',
    base: () => ({ line_items: [{ price: fx.priceId, quantity: 1 }], metadata: { locale: 'fr' }, email: email() }),
    fields: [
      { path: ['line_items'] },
      { path: ['metadata'], kinds: ['number', 'array', 'nul', 'deep'] },
      { path: ['metadata', 'locale'], kinds: ['number', 'array', 'object', 'nul', 'deep'] },
      { path: ['email'], kinds: ['number', 'array', 'object', 'nul', 'deep'] },
      { path: ['live_mode'], kinds: ['number', 'array', 'object', 'nul', 'deep'] },
    ],
    keepsOn2xx: true,
    // The cart opens an empty checkout with an empty body.
    accepts: ['an empty body'],
  },
  {
    route: 'commerce/checkout-api.ts POST /line_items',
    endpoint: 'POST /wp-json/surecart/v1/line_items',
    method: 'POST',
    path: () => '/wp-json/surecart/v1/line_items?consolidate=true',
    base: () => ({ checkout: fx.checkoutId, price: fx.otherPriceId, quantity: 1 }),
    fields: [
      { path: ['checkout'] },
      { path: ['price'] },
      { path: ['quantity'], kinds: numeric },
      { path: ['variant'], kinds: ['number', 'array', 'object', 'nul', 'deep'] },
    ],
    state: () => readCheckout(fx.checkoutId),
  },
  {
    route: 'commerce/checkout-api.ts PATCH /line_items/:id',
    endpoint: 'PATCH /wp-json/surecart/v1/line_items/:id',
    method: 'PATCH',
    path: () => `/wp-json/surecart/v1/line_items/${fx.lineId}`,
    base: () => ({ quantity: 3 }),
    fields: [{ path: ['quantity'], kinds: numeric }],
    state: () => readCheckout(fx.checkoutId),
  },
  {
    route: 'commerce/checkout-api.ts ALL *',
    endpoint: 'POST /wp-json/surecart/v1/(unknown)',
    method: 'POST',
    path: () => '/wp-json/surecart/v1/orders',
    base: () => ({ checkout: fx.checkoutId }),
  },
  {
    route: 'commerce/customer-portal.ts POST /v1/customer_links',
    endpoint: 'POST /v1/customer_links',
    method: 'POST',
    path: () => '/v1/customer_links',
    headers: secretHeaders,
    base: () => ({ customer_link: { customer: fx.customer.customerId, live_mode: true } }),
    fields: [
      { path: ['customer_link'] },
      { path: ['customer_link', 'customer'] },
      { path: ['customer_link', 'live_mode'] },
      { path: ['customer_link', 'email'], kinds: ['number', 'array', 'object', 'deep'] },
    ],
    keepsOn2xx: true,
  },
  {
    route: 'commerce/catalog-api.ts ALL *',
    endpoint: 'POST /v1/(catalogue)',
    method: 'POST',
    path: () => '/v1/products',
    headers: () => ({ Authorization: `Bearer ${LOCAL_DEFAULTS.surecartPublicToken}` }),
    base: () => ({ name: 'A bike' }),
  },
  {
    route: 'commerce/hosted-checkout.ts POST /checkout/:id/details',
    endpoint: 'POST /checkout/:id/details',
    method: 'POST',
    path: () => `/checkout/${fx.bareCheckoutId}/details`,
    form: true,
    base: () => hostedCheckoutDetails(),
    state: () => readCheckout(fx.bareCheckoutId),
  },
  {
    route: 'commerce/hosted-checkout.ts POST /checkout/:id/pay',
    endpoint: 'POST /checkout/:id/pay',
    method: 'POST',
    // A checkout without details: whatever the body says, it cannot be paid.
    path: () => `/checkout/${fx.unpayableCheckoutId}/pay`,
    base: () => ({ card: '4242424242424242' }),
    state: () => readCheckout(fx.unpayableCheckoutId),
  },
  // reCAPTCHA's stand-in
  {
    route: 'recaptcha/stand-in.ts POST /recaptcha/api/token',
    endpoint: 'POST /recaptcha/api/token',
    method: 'POST',
    path: () => '/recaptcha/api/token',
    base: () => ({ siteKey: LOCAL_DEFAULTS.recaptchaSiteKey, action: 'contact', hostname: 'localhost' }),
    fields: [
      { path: ['siteKey'] },
      { path: ['action'] },
      { path: ['hostname'], kinds: ['number', 'array', 'object', 'deep'] },
    ],
    keepsOn2xx: true,
  },
  {
    route: 'recaptcha/stand-in.ts POST /recaptcha/api/siteverify',
    endpoint: 'POST /recaptcha/api/siteverify',
    method: 'POST',
    path: () => '/recaptcha/api/siteverify',
    form: true,
    base: () => ({ secret: LOCAL_DEFAULTS.recaptchaSecretKey, response: 'no-such-token' }),
  },
  {
    route: 'recaptcha/stand-in.ts POST /_local/recaptcha/scores',
    endpoint: 'POST /_local/recaptcha/scores',
    method: 'POST',
    path: () => '/_local/recaptcha/scores',
    base: () => ({ score: 0.9, times: 1 }),
    fields: [
      { path: ['score'], kinds: numeric },
      { path: ['times'], kinds: numeric },
    ],
    keepsOn2xx: true,
    cleanUp: () => getJson('/_local/recaptcha/scores', { method: 'DELETE' }),
  },
  // The backend's own hooks
  {
    route: 'app.ts POST /_local/faults',
    endpoint: 'POST /_local/faults',
    method: 'POST',
    path: () => '/_local/faults',
    base: () => ({ method: 'GET', path: '/nothing-here/security-sweep', times: 1, status: 418 }),
    // A fault's method and path are matched as given (a NUL in them matches nothing): only their types.
    fields: [
      { path: ['method'], kinds: ['number', 'null', 'array', 'object', 'deep'] },
      { path: ['path'], kinds: ['number', 'null', 'array', 'object', 'deep'] },
      { path: ['times'], kinds: numeric },
      { path: ['status'], kinds: numeric },
    ],
    keepsOn2xx: true,
    cleanUp: () => getJson('/_local/faults', { method: 'DELETE' }),
  },
  {
    route: 'commerce/merchant-changes.ts POST /_local/catalog/unlisted-products',
    endpoint: 'POST /_local/catalog/unlisted-products',
    method: 'POST',
    path: () => '/_local/catalog/unlisted-products',
    base: () => ({ from: fx.productId, slug: 'security-sweep-copy', name: 'Copy', description: null }),
    // Names and descriptions may be hostile on purpose (the hook is for tests of hostile data): only their types.
    fields: [
      { path: ['from'] },
      { path: ['slug'] },
      { path: ['name'], kinds: ['number', 'null', 'array', 'object', 'deep'] },
      { path: ['description'], kinds: ['number', 'array', 'object', 'deep'] },
    ],
    keepsOn2xx: true,
  },
  {
    route: 'commerce/merchant-changes.ts PATCH /_local/catalog/stock',
    endpoint: 'PATCH /_local/catalog/stock',
    method: 'PATCH',
    path: () => '/_local/catalog/stock',
    // Sets what the product has already (no purchase limit), so only a hostile request could change its stock.
    base: () => ({ product: fx.productId, purchase_limit: null }),
    fields: [
      { path: ['product'] },
      { path: ['available_stock'], kinds: numeric },
      { path: ['purchase_limit'], kinds: numeric!.filter((kind) => kind !== 'null') },
      { path: ['allow_out_of_stock_purchases'] },
    ],
    state: async () => {
      const { body } = await commerceGet(`/products/${fx.productId}`);
      const { stock_enabled, available_stock, allow_out_of_stock_purchases, purchase_limit } = body;
      return { stock_enabled, available_stock, allow_out_of_stock_purchases, purchase_limit };
    },
  },
  {
    route: 'commerce/merchant-changes.ts PATCH /_local/catalog/prices/:id',
    endpoint: 'PATCH /_local/catalog/prices/{id}',
    method: 'PATCH',
    path: () => `/_local/catalog/prices/${fx.priceId}`,
    // Sets the amount the price has already, so only a hostile request could change it.
    base: () => ({ amount: fx.priceAmount }),
    fields: [{ path: ['amount'], kinds: numeric }],
    state: async () => {
      const { body } = await commerceGet(`/products/${fx.productId}?expand[]=prices`);
      return body.prices.data.map((price: { id: string; amount: number }) => [price.id, price.amount]);
    },
  },
  {
    route: 'platform/webhooks.ts POST /_local/webhooks/deliver',
    endpoint: 'POST /_local/webhooks/deliver',
    method: 'POST',
    path: () => '/_local/webhooks/deliver',
    base: () => ({ id: 1 }),
  },
  {
    route: 'platform/webhooks.ts POST /_local/webhooks/redeliver/:id{[0-9]{1,15}}',
    endpoint: 'POST /_local/webhooks/redeliver/:id',
    method: 'POST',
    path: () => '/_local/webhooks/redeliver/999999999',
    base: () => ({ id: 1 }),
  },
  {
    route: 'platform/webhooks.ts POST /_local/webhooks/hold',
    endpoint: 'POST /_local/webhooks/hold',
    method: 'POST',
    path: () => '/_local/webhooks/hold',
    base: () => ({ held: false }),
    // Whatever the body, deliveries are held: let them go again for the rest of the sweep.
    cleanUp: () => getJson('/_local/webhooks/release', { method: 'POST' }),
  },
  {
    route: 'platform/webhooks.ts POST /_local/webhooks/release',
    endpoint: 'POST /_local/webhooks/release',
    method: 'POST',
    path: () => '/_local/webhooks/release',
    base: () => ({ id: 1 }),
  },
];

/** Routes the sweep leaves out, and why. */
const NOT_SWEPT: Record<string, string> = {
  // It takes no body and empties every table by design: sweeping it would erase the counts the sweep reads.
  'app.ts POST /_local/reset': 'empties every table by design',
};

describe('the sweep covers every route of local/ that takes a body', () => {
  it('each route in the sources has a target (or a reason to be left out), and each target a route', () => {
    const inSources = routesInSources();
    expect(inSources.length).toBeGreaterThan(30);
    const covered = new Set([...TARGETS.map((target) => target.route), ...Object.keys(NOT_SWEPT)]);
    expect(inSources.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !inSources.includes(route))).toEqual([]);
  });
});

/** Every hostile request for `target`. */
async function attacksOn(target: Target): Promise<Hostile[]> {
  const base = target.base();
  if (target.form) return formAttacks(base as Record<string, string>);
  const attacks = target.malformed
    ? [
        ...(await fromMalformed(malformedRequests(base, target.malformed))).filter(
          (attack) => !target.skipMalformed?.includes(attack.label),
        ),
        { label: 'a 2 MB body', body: JSON.stringify({ ...base, padding: 'x'.repeat(TWO_MB) }) },
        { label: '5,000 nested objects', body: DEEP_OBJECTS },
        { label: 'a raw NUL byte in the JSON text', body: `{"email":"a\u0000b@example.com"}` },
      ]
    : bodyAttacks(base);
  return [...attacks, ...fieldAttacks(target.base, target.fields ?? [])];
}

describe('hostile bodies at every endpoint', () => {
  beforeAll(async () => {
    await raiseLimits();
    const confirmed = await confirmedUser();
    const waiting = uniqueEmail('sweep-waiting');
    await adminClient().auth.admin.createUser({ email: waiting, user_metadata: { password_set: false } });
    const signedIn = async () => {
      const { client, id } = await signedInClient();
      return { id, token: (await client.auth.getSession()).data.session!.access_token, client };
    };
    const sessionUser = await signedIn();
    const leaving = await signedIn();
    const adminTarget = await confirmedUser();
    const refresher = await signedIn();
    const refreshToken = (await refresher.client.auth.getSession()).data.session!.refresh_token;
    const profileUser = await createTestUser('sweep-profile', 'Rita Values');
    await profileUser.client.from('users').update({ phone: '514 555 0100' }).eq('user_id', profileUser.id);

    const buyer = await signedIn();
    const buyerEmail = (await readUser(buyer.id)).email!;
    const { customerId, checkoutId: paidCheckoutId } = await placeTestOrder(buyerEmail);
    const { error } = await supabaseWith(SERVICE_ROLE_KEY)
      .from('users')
      .update({ surecart_customer_id: customerId })
      .eq('user_id', buyer.id);
    expect(error).toBeNull();

    const issued = await getJson('/recaptcha/api/token', {
      method: 'POST',
      headers: { 'Content-Type': JSON_TYPE },
      body: JSON.stringify({ siteKey: LOCAL_DEFAULTS.recaptchaSiteKey, action: 'contact', hostname: 'localhost' }),
    });
    const storedContactToken = await verifiedTokenOverHttp('contact');
    const stored = await supabaseWith(ANON_KEY)
      .from('contact_forms')
      .insert([{ ...contactRow({}), recaptcha_token: storedContactToken }]);
    expect(stored.error).toBeNull();

    const { body } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
    const simple = (
      body.data as { id: string; prices: { data: { id: string; amount: number }[] }; variants: { data: unknown[] } }[]
    ).filter((product) => product.variants.data.length === 0);
    const [priceId, otherPriceId] = [simple[0]!.prices.data[0]!.id, simple[1]!.prices.data[0]!.id];
    const created = await getJson('/wp-json/surecart/v1/checkouts?expand[]=line_items', {
      method: 'POST',
      headers: { 'Content-Type': JSON_TYPE },
      body: JSON.stringify({ line_items: [{ price: priceId, quantity: 1 }] }),
    });
    const newCheckout = async () =>
      (
        await getJson('/wp-json/surecart/v1/checkouts', {
          method: 'POST',
          headers: { 'Content-Type': JSON_TYPE },
          body: JSON.stringify({ line_items: [{ price: priceId, quantity: 1 }] }),
        })
      ).body.id as string;

    fx = {
      confirmed,
      waiting,
      sessionUser,
      leavingToken: leaving.token,
      adminTarget: adminTarget.id,
      refreshToken,
      profileUser,
      customer: { id: buyer.id, token: buyer.token, customerId },
      paidCheckoutId,
      issuedRecaptcha: issued.body.token,
      contactToken: await verifiedTokenOverHttp('contact'),
      subscriberToken: await verifiedTokenOverHttp('subscribe_newsletter'),
      storedContactToken,
      priceId,
      priceAmount: simple[0]!.prices.data[0]!.amount,
      otherPriceId,
      productId: simple[0]!.id,
      checkoutId: created.body.id,
      lineId: created.body.line_items.data[0].id,
      bareCheckoutId: await newCheckout(),
      unpayableCheckoutId: await newCheckout(),
    };
  }, 60_000);

  it.each(TARGETS.map((target) => [target.endpoint, target] as const))(
    '%s: no 5xx, nothing stored',
    async (_endpoint, target) => {
      const tally = tallyOf(target.endpoint);
      const [fiveXxBefore, storedBefore] = [tally.fiveXx.length, tally.stored.length];
      const attacks = await attacksOn(target);
      const before = await countStored();
      const stateBefore = JSON.stringify(await target.state?.());
      for (const attack of attacks) await sendAttack(target, attack);
      const stored = grown(before, await settledCounts());
      const stateAfter = JSON.stringify(await target.state?.());
      await target.cleanUp?.();
      if (stored.length || stateAfter !== stateBefore) {
        // Find the requests that did it: each attack again (built anew, so with fresh addresses), one at a time.
        const culprits = await attribute(target);
        tally.stored.push(
          ...(culprits.length
            ? culprits
            : [
                `${stored.length ? `rows: ${stored.join(', ')}` : ''} ${stateAfter !== stateBefore ? `changed: ${stateBefore} → ${stateAfter}` : ''}`.trim(),
              ]),
        );
      }

      expect(attacks.length).toBeGreaterThanOrEqual(10);
      expect.soft(tally.fiveXx.slice(fiveXxBefore), '5xx answers').toEqual([]);
      expect.soft(tally.stored.slice(storedBefore), 'stored that should not be').toEqual([]);
    },
  );
});

/** Sends one attack to `target`, counted in the table; a 2xx where the target keeps what it accepts is recorded. */
async function sendAttack(target: Target, attack: Hostile, counted = true) {
  const body = attack.body;
  const type =
    attack.contentType === undefined
      ? target.form
        ? 'application/x-www-form-urlencoded'
        : JSON_TYPE
      : attack.contentType;
  const headers: Record<string, string> = { ...target.headers?.(), ...(type ? { 'Content-Type': type } : {}) };
  if (target.sign) Object.assign(headers, await target.sign(typeof body === 'string' ? body : ''));
  const init = { method: attack.method ?? target.method, headers, body: body === '' ? undefined : body };
  const answer = counted
    ? await hit(target.endpoint, target.path(), init, attack.label)
    : await hit(`${target.endpoint} (again, to find what stored)`, target.path(), init, attack.label);
  const kept =
    target.keepsOn2xx && answer.status >= 200 && answer.status < 300 && !target.accepts?.includes(attack.label);
  if (kept && counted) {
    tallyOf(target.endpoint).stored.push(
      `${describeRequest(init.method, target.path(), body, attack.label)} → ${answer.status} ${answer.text.slice(0, 80)}`,
    );
  }
  return answer;
}

/** The counts once the work a function does after answering (resend-activation's lookup and mail) is done. */
async function settledCounts() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return countStored();
}

/** Each attack on `target` replayed alone, naming those after which a row or the target's state changed. */
async function attribute(target: Target): Promise<string[]> {
  const culprits: string[] = [];
  for (const attack of await attacksOn(target)) {
    const before = await countStored();
    const stateBefore = JSON.stringify(await target.state?.());
    const answer = await sendAttack(target, attack, false);
    const stored = grown(before, await settledCounts());
    const stateAfter = JSON.stringify(await target.state?.());
    if (stored.length || stateAfter !== stateBefore) {
      const what = [...stored, ...(stateAfter !== stateBefore ? [`changed to ${stateAfter.slice(0, 200)}`] : [])];
      culprits.push(
        `${describeRequest(attack.method ?? target.method, target.path(), attack.body, attack.label)} → ${answer.status}, ${what.join(', ')}`,
      );
    }
  }
  await target.cleanUp?.();
  forget(`${target.endpoint} (again, to find what stored)`);
  return culprits;
}

// ---------------------------------------------------------------------------

describe('the report', () => {
  it('every 429 the suite met carried Retry-After', () => {
    expect(missingRetryAfter).toEqual([]);
  });

  it('shows no 5xx and no row stored that should not be, for any endpoint', () => {
    const rows = reportRows();
    expect(rows.length).toBeGreaterThanOrEqual(TARGETS.length);
    expect(rows.filter((row) => row['5xx seen'] !== 0 || row['rows stored that should not be'] !== 0)).toEqual([]);
  });
});

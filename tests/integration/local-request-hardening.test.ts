/** The embedded backend answers odd, oversized and malformed requests with a 4xx in the service's shape, never a crash. */
import { describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { adminClient, signedInClient, uniqueEmail } from './auth-helpers.ts';
import { backendOrigin, checkoutHostRequest, commerceGet, getJson } from './helpers.ts';

const json = (method: string, body: string | ReadableStream) => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body,
  duplex: 'half' as const,
});

/** A checkout the hosted checkout can show. */
async function newCheckout(): Promise<string> {
  const { body } = await commerceGet('/products?limit=100&expand[]=prices&expand[]=variants');
  const products: { prices: { data: { id: string }[] }; variants: { data: unknown[] } }[] = body.data;
  const simple = products.find((p) => p.variants.data.length === 0)!;
  const created = await checkoutHostRequest('POST', '/checkouts', {
    line_items: [{ price: simple.prices.data[0]!.id }],
  });
  return created.body.id;
}

describe('request bodies', () => {
  it('refuses bodies over 100 KB with 413, in the shape of the service asked', async () => {
    const padding = 'x'.repeat(101 * 1024);
    const checkout = await getJson('/wp-json/surecart/v1/checkouts', json('POST', JSON.stringify({ padding })));
    expect(checkout.status).toBe(413);
    expect(checkout.body).toMatchObject({
      code: 'request_too_large',
      message: expect.any(String),
      data: { status: 413 },
    });

    const own = await getJson('/_local/faults', json('POST', JSON.stringify({ path: '/x', padding })));
    expect(own.status).toBe(413);
    expect(own.body).toEqual({ code: 'request_too_large', message: 'Request bodies are limited to 100 KB.' });
    expect((await getJson('/_local/faults', { method: 'DELETE' })).status).toBe(204);
  });

  it('counts bodies sent in chunks, with no length announced', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 30; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const answer = await getJson('/wp-json/surecart/v1/checkouts', json('POST', stream));
    expect(answer.status).toBe(413);
  });

  it('takes a body just under the limit', async () => {
    const padding = 'x'.repeat(99 * 1024);
    const answer = await getJson('/wp-json/surecart/v1/checkouts', json('POST', JSON.stringify({ padding })));
    expect(answer.status).toBe(200);
    expect(answer.body.object).toBe('checkout');
  });

  it('answers a hosted checkout form that cannot be read with 400', async () => {
    const id = await newCheckout();
    const response = await fetch(`${backendOrigin()}/checkout/${id}/details`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' },
      body: 'not a form',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_form' });
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 in the shape of the service the path belongs to', async () => {
    const checkoutHost = await getJson('/wp-json/surecart/v1/checkouts/abc', { method: 'PUT' });
    expect(checkoutHost.status).toBe(404);
    expect(checkoutHost.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });

    const media = await getJson('/wp-json/wp/v2/media', { method: 'POST' });
    expect(media.status).toBe(404);
    expect(media.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });

    const catalogue = await getJson('/v1/products', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartPublicToken}` },
    });
    expect(catalogue.status).toBe(404);
    expect(catalogue.body).toMatchObject({ http_status: 'not_found', code: 'route.not_found', validation_errors: [] });

    const own = await getJson('/_local/nothing-here', { method: 'PATCH' });
    expect(own.status).toBe(404);
    expect(own.body).toEqual({ code: 'route.not_found', message: expect.any(String) });
  });

  it('answers malformed JSON and bodies of the wrong shape with 400', async () => {
    const broken = await getJson('/_local/faults', json('POST', '{"path":'));
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'invalid_json' });
    const wrongShape = await getJson('/_local/faults', json('POST', '[]'));
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body).toMatchObject({ code: 'invalid_request' });
    const notAnObject = await checkoutHostRequest('POST', '/checkouts', null);
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });
});

describe('deeply nested JSON', () => {
  /** 5,000 arrays inside each other: about 10 KB, far under the size limit. */
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  const anonHeaders = { 'Content-Type': 'application/json', apikey: LOCAL_DEFAULTS.supabaseAnonKey };

  it('is refused by Auth with 400 bad_json, and creates or changes no user', async () => {
    const email = uniqueEmail('deep');
    const signup = await getJson('/auth/v1/signup', {
      method: 'POST',
      headers: anonHeaders,
      body: `{"email":"${email}","password":"Cycling2025","data":{"nested":${deep}}}`,
    });
    expect(signup.status).toBe(400);
    expect(signup.body).toEqual({ code: 'bad_json', message: expect.stringContaining('nested deeper') });
    const found = await getJson(`/auth/v1/admin/users?filter=${encodeURIComponent(email)}`, {
      headers: {
        apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
        Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
      },
    });
    expect(found).toMatchObject({ status: 200, body: { users: [] } });

    const { client, id } = await signedInClient();
    const { data: session } = await client.auth.getSession();
    const update = await getJson('/auth/v1/user', {
      method: 'PUT',
      headers: { ...anonHeaders, Authorization: `Bearer ${session.session!.access_token}` },
      body: `{"data":{"nested":${deep}}}`,
    });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ code: 'bad_json' });
    const { data: after } = await adminClient().auth.admin.getUserById(id);
    expect(after.user!.user_metadata).not.toHaveProperty('nested');
  });

  it('is refused by PostgREST with 400 PGRST102, storing nothing', async () => {
    const email = uniqueEmail('deep-sub');
    const answer = await getJson('/rest/v1/subscribers', {
      method: 'POST',
      headers: anonHeaders,
      body: `{"email":"${email}","name":${deep}}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: expect.stringContaining('nested deeper'),
      hint: null,
    });
    const { data } = await adminClient().from('subscribers').select('email').eq('email', email);
    expect(data).toEqual([]);
  });

  it('is refused by the checkout host with 400 in its WP_Error shape', async () => {
    const answer = await getJson('/wp-json/surecart/v1/checkouts', json('POST', `{"metadata":${deep}}`));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
  });
});

describe('NUL characters and bytes that are not UTF-8', () => {
  const anonHeaders = { 'Content-Type': 'application/json', apikey: LOCAL_DEFAULTS.supabaseAnonKey };
  const serviceHeaders = {
    'Content-Type': 'application/json',
    apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
    Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
  };
  /** `{"email":` followed by bytes that are no UTF-8 at all. */
  const notUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);

  it('are refused by Auth with 400: a NUL address as GoTrue refuses it, NUL metadata, undecodable bytes', async () => {
    const email = uniqueEmail('nul');
    const [local, domain] = email.split('@');
    const signup = await getJson('/auth/v1/signup', {
      method: 'POST',
      headers: anonHeaders,
      body: JSON.stringify({ email: `${local}\u0000@${domain}`, password: 'Cycling2025' }),
    });
    expect(signup).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
    });
    const admin = await getJson('/auth/v1/admin/users', {
      method: 'POST',
      headers: serviceHeaders,
      body: JSON.stringify({ email, password: 'Cycling2025', user_metadata: { full_name: 'A\u0000na' } }),
    });
    expect(admin).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: expect.stringContaining('user_metadata.full_name') },
    });
    const found = await getJson(`/auth/v1/admin/users?filter=${encodeURIComponent(email)}`, {
      headers: serviceHeaders,
    });
    expect(found).toMatchObject({ status: 200, body: { users: [] } });

    const { client, id } = await signedInClient();
    const { data: session } = await client.auth.getSession();
    const update = await getJson('/auth/v1/user', {
      method: 'PUT',
      headers: { ...anonHeaders, Authorization: `Bearer ${session.session!.access_token}` },
      body: JSON.stringify({ data: { city: 'Qu\u0000ébec' } }),
    });
    expect(update).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const { data: after } = await adminClient().auth.admin.getUserById(id);
    expect(after.user!.user_metadata).not.toHaveProperty('city');

    const token = await getJson('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: anonHeaders,
      body: notUtf8,
    });
    expect(token).toMatchObject({ status: 400, body: { code: 'bad_json', message: expect.stringContaining('UTF-8') } });
  });

  it('are refused by PostgREST with its own 400s, storing nothing', async () => {
    const email = uniqueEmail('nul-sub');
    const nul = await getJson('/rest/v1/subscribers', {
      method: 'POST',
      headers: anonHeaders,
      body: JSON.stringify({ email, name: 'A\u0000na' }),
    });
    expect(nul).toEqual({
      status: 400,
      headers: expect.anything(),
      body: {
        code: '22P05',
        message: 'unsupported Unicode escape sequence',
        details: '\\u0000 cannot be converted to text.',
        hint: null,
      },
    });
    const bytes = await getJson('/rest/v1/subscribers', { method: 'POST', headers: anonHeaders, body: notUtf8 });
    expect(bytes).toMatchObject({ status: 400, body: { code: 'PGRST102', details: expect.stringContaining('UTF-8') } });
    const { data } = await adminClient().from('subscribers').select('email').eq('email', email);
    expect(data).toEqual([]);
  });

  it('are refused by the checkout host with 400 in its WP_Error shape, creating no checkout', async () => {
    const nul = await getJson(
      '/wp-json/surecart/v1/checkouts',
      json('POST', JSON.stringify({ metadata: { locale: 'f\u0000r' } })),
    );
    expect(nul).toMatchObject({ status: 400, body: { code: 'rest_invalid_param', data: { status: 400 } } });
    const bytes = await fetch(`${backendOrigin()}/wp-json/surecart/v1/checkouts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: notUtf8,
    });
    expect(bytes.status).toBe(400);
    expect(await bytes.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
  });

  it("are refused by the platform's customer links with 400 in its shape", async () => {
    const answer = await getJson('/v1/customer_links', {
      method: 'POST',
      headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartSecretKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ customer_link: { customer: 'c\u0000us_1', live_mode: true } }),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { http_status: 'bad_request', code: 'invalid_parameter', validation_errors: [] },
    });
  });
});

describe('media _fields', () => {
  it('leaves out paths that cannot be read, keeps the readable ones, and never changes the media', async () => {
    const unreadable = await getJson('/wp-json/wp/v2/media?per_page=3&_fields=id,title.rendered.length,meta.x.y');
    expect(unreadable.status).toBe(200);
    expect(unreadable.body).toHaveLength(3);
    for (const item of unreadable.body) expect(Object.keys(item)).toEqual(['id']);

    const overlapping = await getJson('/wp-json/wp/v2/media?per_page=3&_fields=title,title.rendered.length');
    expect(overlapping.status).toBe(200);
    const full = await getJson('/wp-json/wp/v2/media?per_page=3');
    const media: { id: number; title: { rendered: string }; media_details: { width: number } }[] = full.body;
    expect(overlapping.body).toEqual(media.map((m) => ({ title: m.title })));
    expect(typeof media[0]!.title.rendered).toBe('string');

    const one = await getJson(`/wp-json/wp/v2/media/${media[0]!.id}?_fields=source_url.length,media_details.width`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ media_details: { width: media[0]!.media_details.width } });
  });
});

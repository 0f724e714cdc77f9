import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMediaBatch, MEDIA_BATCH_SIZE } from '~/lib/wordpress/media.ts';
import { fixedWidth, pictureAt } from '~/lib/wordpress/picture-sizes.ts';
import { getJson } from './helpers.ts';

async function knownMediaIds(count: number): Promise<number[]> {
  const { body } = await getJson(`/wp-json/wp/v2/media?per_page=100&_fields=id`);
  return body.slice(0, count).map((m: { id: number }) => m.id);
}

describe('WordPress media endpoints', () => {
  it('returns one item, trimmed to _fields with dotted keys', async () => {
    const [id] = await knownMediaIds(1);
    const { status, body } = await getJson(`/wp-json/wp/v2/media/${id}?_fields=id,source_url,meta.sc_variant_option`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['id', 'source_url']));
    expect(body.media_details).toBeUndefined();
    expect(body.source_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\/.+\.svg$/);
  });

  it('answers an unknown id with 404 rest_post_invalid_id', async () => {
    const { status, body } = await getJson('/wp-json/wp/v2/media/999999');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
  });

  it('lists included ids, leaving unknown ones out, with the total headers', async () => {
    const ids = await knownMediaIds(3);
    const { status, headers, body } = await getJson(
      `/wp-json/wp/v2/media?include=${[...ids, 999999].join(',')}&per_page=20`,
    );
    expect(status).toBe(200);
    expect(body.map((m: { id: number }) => m.id).sort()).toEqual([...ids].sort());
    expect(headers.get('x-wp-total')).toBe('3');
  });

  it('refuses a per_page outside 1-100 with 400 rest_invalid_param', async () => {
    const { status, body } = await getJson('/wp-json/wp/v2/media?per_page=500');
    expect(status).toBe(400);
    expect(body.code).toBe('rest_invalid_param');
  });

  it('serves the image files as SVG', async () => {
    const [id] = await knownMediaIds(1);
    const { body } = await getJson(`/wp-json/wp/v2/media/${id}`);
    const image = await fetch(body.source_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg/);
  });

  it('names the sizes WordPress makes of each upload, each a file of its own that is served at its size', async () => {
    const { body } = await getJson('/wp-json/wp/v2/media?per_page=3&_fields=id,source_url,media_details');
    type Size = { source_url: string; width: number; height: number; file: string };
    for (const media of body as { source_url: string; media_details: { sizes: Record<string, Size> } }[]) {
      const { sizes } = media.media_details;
      expect(Object.keys(sizes).sort()).toEqual(['full', 'medium', 'medium_large', 'thumbnail']);
      expect(sizes.full!.source_url).toBe(media.source_url);
      expect(new Set(Object.values(sizes).map((size) => size.source_url)).size).toBe(4);
      for (const size of Object.values(sizes)) {
        const file = await fetch(size.source_url);
        expect(file.status, size.source_url).toBe(200);
        expect(file.headers.get('content-type')).toContain('image/svg+xml');
        expect(await file.text()).toContain(`width="${size.width}" height="${size.height}"`);
        expect(size.source_url.endsWith(`/${size.file}`)).toBe(true);
      }
    }
  });

  it('answers a size that was never made with a 404', async () => {
    const [id] = await knownMediaIds(1);
    const { body } = await getJson(`/wp-json/wp/v2/media/${id}?_fields=source_url`);
    const missing = await fetch(body.source_url.replace(/\.svg$/, '-1024x768.svg'));
    expect(missing.status).toBe(404);
  });
});

describe('media client', () => {
  it('fetches batches of 20 and returns items in the requested order, skipping invalid ids', async () => {
    const ids = await knownMediaIds(45);
    const shuffled = [...ids].reverse();
    const requested: unknown[] = [shuffled[0], 'abc', -4, 0, '', shuffled[1], 999999, ...shuffled.slice(2)];
    const items = await getMediaBatch(requested);
    expect(items.map((m) => m.id)).toEqual(shuffled);
    expect(ids.length).toBeGreaterThan(2 * MEDIA_BATCH_SIZE);
  });

  it('reads one item and its variant option', async () => {
    const { body } = await getJson('/wp-json/wp/v2/media?per_page=100');
    const tied = body.find((m: { meta?: { sc_variant_option?: string } }) => m.meta?.sc_variant_option);
    const [item] = await getMediaBatch([tied.id]);
    expect(item).toMatchObject({ id: tied.id, url: tied.source_url, variantOption: tied.meta.sc_variant_option });
    expect(await getMediaBatch([999999])).toEqual([]);
  });

  it('reads the sizes of the upload’s shape, narrowest first, and leaves the square thumbnail out', async () => {
    const [id] = await knownMediaIds(1);
    const { body } = await getJson(`/wp-json/wp/v2/media/${id}`);
    const { sizes } = body.media_details as { sizes: Record<string, { source_url: string }> };
    const [item] = await getMediaBatch([id]);
    expect(item!.sizes).toEqual([
      { url: sizes.medium!.source_url, width: 300, height: 225 },
      { url: sizes.medium_large!.source_url, width: 768, height: 576 },
      { url: body.source_url, width: 800, height: 600 },
    ]);
  });

  describe('a host that names no sizes', () => {
    afterEach(() => vi.restoreAllMocks());

    it('shows its pictures from their own addresses', async () => {
      // Ids no other test reads, so no cached answer stands in for this one.
      const answer = [
        { id: 990001, source_url: 'https://shop.example/a.jpg', media_details: { width: 1200, height: 900 } },
        { id: 990002, source_url: 'https://shop.example/b.jpg', media_details: [] },
        { id: 990003, source_url: 'https://shop.example/c.jpg' },
      ];
      vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json(answer));
      const items = await getMediaBatch([990001, 990002, 990003]);
      expect(items.map((item) => item.sizes)).toEqual([
        [{ url: 'https://shop.example/a.jpg', width: 1200, height: 900 }],
        [],
        [],
      ]);
      expect(items.map((item) => pictureAt(item, fixedWidth(96)))).toEqual([
        { src: 'https://shop.example/a.jpg', srcSet: 'https://shop.example/a.jpg 1200w', sizes: '96px' },
        { src: 'https://shop.example/b.jpg', srcSet: undefined, sizes: undefined },
        { src: 'https://shop.example/c.jpg', srcSet: undefined, sizes: undefined },
      ]);
    });
  });
});

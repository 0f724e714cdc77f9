/**
 * The shop host's WordPress media API: images read in batches of 20 ids
 * (`include=`), returned in the order asked, each with the sizes WordPress
 * made of it (`media_details.sizes`) that show the whole picture.
 */
import { z } from 'zod';
import { WORDPRESS_MEDIA_AUTH } from 'astro:env/server';
import { mediaApiUrl } from '../env.ts';
import { fetchJson } from '../http.ts';
import { cached } from '../server-cache.ts';
import { validImageIds } from './ids.ts';
import { uncroppedSizes, type PictureSize } from './picture-sizes.ts';

export const MEDIA_BATCH_SIZE = 20;
const MEDIA_FIELDS = 'id,source_url,meta.sc_variant_option,media_details,alt_text';

export interface MediaItem {
  id: number;
  url: string;
  alt: string;
  /** The variant option value (a colour) this image shows, if any. */
  variantOption: string | null;
  width: number | null;
  height: number | null;
  /**
   * The files to show it from, narrowest first (see uncroppedSizes): the upload alone when WordPress
   * named no sizes, none when the upload's own size is unknown (then `url` is shown).
   */
  sizes: PictureSize[];
}

const mediaSchema = z
  .object({
    id: z.number().int(),
    source_url: z.string(),
    alt_text: z.string().nullish(),
    meta: z
      .union([z.object({ sc_variant_option: z.string().nullish() }), z.array(z.unknown())])
      .nullish()
      .catch(null),
    media_details: z
      .union([
        z.object({
          width: z.number().nullish().catch(null),
          height: z.number().nullish().catch(null),
          sizes: z.unknown().optional(),
        }),
        z.array(z.unknown()),
      ])
      .nullish()
      .catch(null),
  })
  .transform((m): MediaItem => {
    const details = Array.isArray(m.media_details) ? null : m.media_details;
    const width = details?.width || null;
    const height = details?.height || null;
    return {
      id: m.id,
      url: m.source_url,
      alt: m.alt_text ?? '',
      variantOption: (!Array.isArray(m.meta) && m.meta?.sc_variant_option) || null,
      width,
      height,
      sizes: uncroppedSizes({ url: m.source_url, width, height }, details?.sizes),
    };
  });

/** Basic authorisation, when the shop host requires it; a server-only secret. */
function authHeaders(): Record<string, string> {
  return WORDPRESS_MEDIA_AUTH ? { Authorization: `Basic ${btoa(WORDPRESS_MEDIA_AUTH)}` } : {};
}

async function fetchBatch(ids: number[]): Promise<MediaItem[]> {
  const params = new URLSearchParams({
    include: ids.join(','),
    per_page: String(MEDIA_BATCH_SIZE),
    _fields: MEDIA_FIELDS,
  });
  return cached(`media?${params}`, async () =>
    z
      .array(mediaSchema)
      .parse(await fetchJson(`${mediaApiUrl}?${params}`, { headers: authHeaders(), credentials: 'include' })),
  );
}

/**
 * Fetches media in batches of 20 and returns them in the order of `rawIds`,
 * skipping invalid and unknown ids. A failed batch is logged and skipped.
 */
export async function getMediaBatch(rawIds: readonly unknown[]): Promise<MediaItem[]> {
  const ids = validImageIds(rawIds);
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += MEDIA_BATCH_SIZE) batches.push(ids.slice(i, i + MEDIA_BATCH_SIZE));
  const results = await Promise.all(
    batches.map((batch) =>
      fetchBatch(batch).catch((error: unknown) => {
        console.error('Failed to load media batch', error);
        return [] as MediaItem[];
      }),
    ),
  );
  const byId = new Map(results.flat().map((m) => [m.id, m]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

import { Hono, type Context } from 'hono';
import type { CatalogMedia } from '../catalog/types.ts';
import { renderImage } from '../catalog/images.ts';
import type { CatalogStore } from '../commerce/catalog-store.ts';

/** A WordPress REST error: `{code, message, data: {status, params?}}`. */
function wpError(c: Context, status: 400 | 404, code: string, message: string, params?: Record<string, string>) {
  return c.json({ code, message, data: params ? { status, params } : { status } }, status);
}

type Fields = Record<string, unknown>;

/** Only plain objects are walked into: a path through a string, number or list reads nothing. */
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `_fields=id,source_url,meta.sc_variant_option` keeps only those top-level or
 * dotted keys, as copies (the catalogue is never touched). A path that cannot
 * be read is left out, as WordPress does.
 */
export function pickFields(item: CatalogMedia, fields: string[]): Fields {
  if (fields.length === 0) return { ...item };
  const out: Fields = {};
  for (const path of fields.map((f) => f.split('.'))) {
    let source: unknown = item;
    for (const key of path) source = isFields(source) && Object.hasOwn(source, key) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = out;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      target = isFields(next) ? next : (target[key] = {});
    }
    target[path.at(-1)!] = structuredClone(source);
  }
  return out;
}

function fieldsParam(url: URL): string[] {
  return (url.searchParams.get('_fields') ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
}

/** The shop's WordPress media endpoints and the image files themselves. */
export function mediaApi(getStore: () => CatalogStore): Hono {
  const app = new Hono();

  app.get('/wp-json/wp/v2/media', (c) => {
    const store = getStore();
    const url = new URL(c.req.url);
    const rawInclude = [...url.searchParams.getAll('include'), ...url.searchParams.getAll('include[]')]
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    if (rawInclude.some((v) => !/^\d+$/.test(v))) {
      return wpError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): include', {
        include: 'include[0] is not of type integer.',
      });
    }
    const perPageRaw = url.searchParams.get('per_page') ?? '10';
    const perPage = Number(perPageRaw);
    if (!/^\d+$/.test(perPageRaw) || perPage < 1 || perPage > 100) {
      return wpError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): per_page', {
        per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
      });
    }
    const pageRaw = url.searchParams.get('page') ?? '1';
    const page = Number(pageRaw);
    if (!/^\d+$/.test(pageRaw) || page < 1) {
      return wpError(c, 400, 'rest_invalid_param', 'Invalid parameter(s): page', {
        page: 'page must be greater than or equal to 1',
      });
    }
    const include = new Set(rawInclude.map(Number));
    // WordPress lists newest first unless asked to keep the `include` order; unknown ids are left out.
    const matching = include.size ? store.mediaByDate.filter((m) => include.has(m.id)) : store.mediaByDate;
    const total = matching.length;
    const totalPages = Math.max(1, Math.ceil(total / perPage));
    if (page > totalPages && total > 0) {
      return wpError(
        c,
        400,
        'rest_post_invalid_page_number',
        'The page number requested is larger than the number of pages available.',
      );
    }
    const fields = fieldsParam(url);
    const items = matching.slice((page - 1) * perPage, page * perPage).map((m) => pickFields(m, fields));
    c.header('X-WP-Total', String(total));
    c.header('X-WP-TotalPages', String(totalPages));
    return c.json(items);
  });

  app.get('/wp-json/wp/v2/media/:id', (c) => {
    const store = getStore();
    const id = c.req.param('id');
    if (!/^\d+$/.test(id)) {
      return wpError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    }
    const media = store.mediaById.get(Number(id));
    if (!media) return wpError(c, 404, 'rest_post_invalid_id', 'Invalid post ID.');
    return c.json(pickFields(media, fieldsParam(new URL(c.req.url))));
  });

  app.get('/wp-content/uploads/*', (c) => {
    const store = getStore();
    const spec = store.images.get(new URL(c.req.url).pathname);
    if (!spec) return c.text('Not Found', 404);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(renderImage(spec));
  });

  return app;
}

/**
 * POST /api/surecart-events: the commerce platform's webhook for catalogue
 * changes (decision 0086). A delivery it signed, naming a product, a price, a
 * variant or a collection, drops the server's catalogue reads and the cached
 * pages that show what changed, so the change is on the shop at once instead
 * of after the pages' lifetime. 401 for a delivery the platform did not sign,
 * 400 for a body that is no such event; an event that changes no page is
 * acknowledged and ignored.
 */
import type { APIRoute } from 'astro';
import { SURECART_WEBHOOK_SECRET } from 'astro:env/server';
import { errorResponse, jsonResponse } from '~shared/function-http.ts';
import { readSignedEvent } from '~shared/signed-event.ts';
import { eventTags } from '~/features/catalog-events/event-tags.ts';
import { forgetCatalogueReads } from '~/lib/server-cache.ts';

export const prerender = false;

/** A product event carries the whole product, description and metadata included: more than a function's 16 KB. */
const MAX_EVENT_BYTES = 512 * 1024;

export const POST: APIRoute = async ({ request, cache }) => {
  const event = await readSignedEvent(request, SURECART_WEBHOOK_SECRET ?? '', Date.now(), MAX_EVENT_BYTES);
  if (event instanceof Response) return event;
  const tags = eventTags(event);
  if (tags instanceof Error) return errorResponse(400, tags.message);
  if (!tags) return jsonResponse(200, { invalidated: [] });
  forgetCatalogueReads();
  await cache.invalidate({ tags });
  return jsonResponse(200, { invalidated: tags });
};

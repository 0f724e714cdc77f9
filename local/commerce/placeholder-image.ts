/**
 * The shop host's picture for a cart line whose product has none: its
 * plugin's generic placeholder, served where the plugin keeps it. Checkouts
 * read through the shop host carry it as the product's `line_item_image`
 * (`{src, type: 'fallback'}`); a variant without a picture gets `{}`.
 */
import type { Hono } from 'hono';

export const PLACEHOLDER_IMAGE_PATH = '/wp-content/plugins/surecart/images/image-placeholder.svg';

/** A neutral frame with a mountain and a sun: no text, so it reads in any language. */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 60" width="80" height="60">' +
  '<rect width="80" height="60" fill="#eceae5"/>' +
  '<circle cx="54" cy="20" r="6" fill="#c9c5bd"/>' +
  '<path d="M12 48l16-20 12 14 8-8 20 14z" fill="#c9c5bd"/>' +
  '</svg>';

/** Serves the placeholder at its path on `app` (an app mounted at the root). */
export function servePlaceholderImage(app: Hono): void {
  app.get(PLACEHOLDER_IMAGE_PATH, (c) => {
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(PLACEHOLDER_SVG);
  });
}

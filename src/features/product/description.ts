/**
 * The merchant's product description, made safe to show: its structure and
 * links kept, nothing that runs, links marked `rel="noopener nofollow"`, and
 * no protocol-relative `//host` links (they would take the page's scheme and
 * slip past the scheme list). Products are cached objects, so each one's
 * description is sanitised once, not on every page view.
 */
import sanitizeHtml from 'sanitize-html';
import { oncePerObject } from '~/lib/once-per-object.ts';
import type { Product } from '~/lib/surecart/types.ts';
import { plainText } from './structured-data.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  // `rel` is allowed only so the transform below can set it; the merchant's own value is replaced.
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
};

/** Merchant HTML keeps its structure and links, nothing that runs. */
export function sanitizeDescription(html: string | null): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}

/** The product's sanitised description, computed once per product object. */
export const productDescriptionHtml = oncePerObject((product: Product): string =>
  sanitizeDescription(product.description),
);

/** The description's plain text (for the meta description and structured data), computed once per product object. */
export const productDescriptionText = oncePerObject((product: Product): string =>
  plainText(productDescriptionHtml(product)),
);

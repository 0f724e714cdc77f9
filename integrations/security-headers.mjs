// @ts-check
/**
 * The shop's security headers, wherever it is served: those every answer
 * carries, and those only documents carry (`DOCUMENT_ONLY_HEADERS`). HSTS is only sent where the shop is on HTTPS (Vercel): on a plain
 * HTTP server it would be ignored, and on localhost it would pin the browser.
 */

/** Browser features the shop never uses, turned off for it and any frame. */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ');
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * The headers only a document acts on: what it may load and run, which
 * browser features it may use, who may frame it. A script, a stylesheet or a
 * JSON answer ignores them, so they are sent with documents only: the full
 * Content-Security-Policy alone is about 900 bytes, paid again on every
 * script a page loads.
 */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'Permissions-Policy', 'X-Frame-Options'];

/**
 * Whether an answer of this Content-Type is a document: an HTML page, or an
 * SVG picture, which a browser runs as a document (scripts included) when it
 * is opened on its own.
 * @param {string | undefined} contentType
 */
export const isDocumentType = (contentType) => /^\s*(text\/html|image\/svg\+xml)\b/i.test(contentType ?? '');

/**
 * Splits the security headers into those every answer carries and those only
 * documents carry.
 * @param {Record<string, string>} headers
 */
export function byAudience(headers) {
  const documentOnly = new Set(DOCUMENT_ONLY_HEADERS.map((name) => name.toLowerCase()));
  const entries = Object.entries(headers);
  return {
    everyAnswer: Object.fromEntries(entries.filter(([name]) => !documentOnly.has(name.toLowerCase()))),
    documentsOnly: Object.fromEntries(entries.filter(([name]) => documentOnly.has(name.toLowerCase()))),
  };
}

/**
 * @param {string} csp the Content-Security-Policy
 * @param {{ https?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(csp, { https = false } = {}) {
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

// @ts-check
/**
 * A stored page as an answer (decision 0085): the compressed copy the
 * request prefers, with its length, age and what the cache did. The same
 * answer serves Astro's provider interface (a web `Response`) and the Node
 * server's own reply to a fresh hit, which it gives before any of Astro's
 * per-request work (decision 0092).
 */
import { preferredEncoding } from './encodings.mjs';

/** The answer header that says what the cache did: HIT, STALE, MISS or BYPASS. */
export const CACHE_HEADER = 'X-Shop-Cache';
/** The one cookie an anonymous visitor may carry (the language choice); no server code reads it. */
export const LANGUAGE_COOKIE = 'shop-language';

/**
 * @typedef {object} Entry
 * @property {number} status
 * @property {[string, string][]} headers
 * @property {Uint8Array} body
 * @property {import('./encodings.mjs').Encoded} encoded its brotli and gzip copies, when it is worth compressing
 * @property {number} storedAt milliseconds
 * @property {number} maxAge seconds fresh
 * @property {number} swr seconds served stale after that
 * @property {string[]} tags
 * @property {string} path the canonical path, for invalidation by path
 * @typedef {'HIT' | 'STALE' | 'MISS'} Outcome
 * @typedef {{ status: number, headers: Headers, body: Uint8Array }} StoredAnswer
 */

/**
 * No credentials and no cookie but the language choice, from the request's
 * `Authorization` and `Cookie` headers. (The shop's session lives in the
 * browser's local storage and never reaches the server.)
 * @param {string | null | undefined} authorization
 * @param {string | null | undefined} cookie
 */
function isAnonymousBy(authorization, cookie) {
  if (authorization) return false;
  if (!cookie) return true;
  return cookie.split(';').every((pair) => {
    const name = (pair.split('=')[0] ?? '').trim();
    return name === '' || name === LANGUAGE_COOKIE;
  });
}

/**
 * Whether a request reads the cache: only anonymous GETs and HEADs do.
 * @param {string} method
 * @param {string | null | undefined} authorization
 * @param {string | null | undefined} cookie
 */
export const readsCache = (method, authorization, cookie) =>
  (method === 'GET' || method === 'HEAD') && isAnonymousBy(authorization, cookie);

/**
 * The stored page as an answer for a request that accepts `acceptEncoding`.
 * @param {Entry} entry
 * @param {Outcome} outcome
 * @param {string | null | undefined} acceptEncoding
 * @param {number} now milliseconds
 * @returns {StoredAnswer}
 */
export function storedAnswer(entry, outcome, acceptEncoding, now) {
  const headers = new Headers(entry.headers);
  const encoding = entry.encoded.br ? preferredEncoding(acceptEncoding ?? null) : undefined;
  const body = (encoding && entry.encoded[encoding]) || entry.body;
  if (entry.encoded.br) headers.set('Vary', 'Accept-Encoding');
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  headers.set('Age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  headers.set(CACHE_HEADER, outcome);
  return { status: entry.status, headers, body };
}

/**
 * The stored page as Astro's provider answers: no body for a HEAD.
 * @param {Entry} entry
 * @param {Outcome} outcome
 * @param {Request} request
 * @param {number} now
 */
export function replay(entry, outcome, request, now) {
  const { status, headers, body } = storedAnswer(entry, outcome, request.headers.get('accept-encoding'), now);
  const payload = request.method === 'HEAD' ? null : /** @type {BodyInit} */ (/** @type {unknown} */ (body));
  return new Response(payload, { status, headers });
}

/** The answer marked with what the cache did. @param {Response} response @param {'BYPASS' | 'MISS'} outcome */
export function marked(response, outcome) {
  try {
    response.headers.set(CACHE_HEADER, outcome);
  } catch {
    // A response with immutable headers (a redirect from Response.redirect) goes out as it is.
  }
  return response;
}

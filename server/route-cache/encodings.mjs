// @ts-check
/**
 * Compressed copies of a cached page, made once when it is stored, so a hit
 * copies bytes and compresses nothing (decision 0085): brotli (quality 6, a
 * little harder than the live answers' 4, since it is done once per render)
 * and gzip, for a compressible type of 1 KB or more, as the compression
 * middleware would compress it live. A hit sends the copy the request's
 * `Accept-Encoding` weighs more (brotli on a tie), as that middleware chooses.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** What the compression middleware leaves uncompressed (its default threshold, `1kb`). */
const THRESHOLD = 1024;
const BROTLI_QUALITY = 6;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @typedef {{ br?: Uint8Array, gzip?: Uint8Array }} Encoded */

/**
 * Whether the compression middleware would compress this answer: a textual
 * type, and no `no-transform`.
 * @param {Headers} headers
 */
export function isCompressible(headers) {
  const type = headers.get('content-type') ?? '';
  return (
    /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)|\+(json|xml)\b/i.test(type) &&
    !/(^|,)\s*no-transform\s*(,|$)/i.test(headers.get('cache-control') ?? '')
  );
}

/**
 * The brotli and gzip copies of a body, or none for a small or incompressible one.
 * @param {Uint8Array} body
 * @param {Headers} headers
 * @returns {Promise<Encoded>}
 */
export async function encode(body, headers) {
  if (body.byteLength < THRESHOLD || !isCompressible(headers)) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body),
  ]);
  return {
    br: new Uint8Array(br.buffer, br.byteOffset, br.byteLength),
    gzip: new Uint8Array(gz.buffer, gz.byteOffset, gz.byteLength),
  };
}

/**
 * The stored encoding to send for an `Accept-Encoding` header, or none.
 * @param {string | null} header
 * @returns {'br' | 'gzip' | undefined}
 */
export function preferredEncoding(header) {
  if (!header) return undefined;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  // negotiator takes the preferred order on a tie as a second argument (the compression middleware passes it
  // too); its published types name only the first.
  const choose = /** @type {(available: string[], preferred: string[]) => string | undefined} */ (
    negotiator.encoding.bind(negotiator)
  );
  const chosen = choose(['br', 'gzip', 'identity'], ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

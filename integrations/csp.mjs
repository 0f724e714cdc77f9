// @ts-check
/**
 * The shop's Content-Security-Policy. Scripts run only from the shop itself,
 * the configured reCAPTCHA script, and inline scripts whose SHA-256 hash the
 * build collected: `'unsafe-inline'` and `'unsafe-eval'` are never allowed.
 * One policy covers the whole site because the client-side router keeps the
 * first page's policy while it swaps in other pages and runs their scripts.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The text of every inline script a browser would run (no `src`, and no data
 * type such as JSON-LD, which is never executed).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const found = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) found.push(body);
  }
  return found;
}

/**
 * A CSP hash source for one inline script's exact text.
 * @param {string} script
 */
export function scriptHash(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/** Google's reCAPTCHA loads its code from a second origin of its own. */
const RECAPTCHA_COMPANIONS = { 'https://www.google.com': ['https://www.gstatic.com'] };

/**
 * @typedef {object} ShopOrigins the addresses the shop calls, as configured
 * @property {string} commerceApi SureCart's API base
 * @property {string} shopHost the WordPress shop host (checkout endpoints, media)
 * @property {string} supabase the Supabase project
 * @property {string} recaptchaScript the reCAPTCHA script
 */

/**
 * The policy's text from the inline scripts' hashes and the shop's origins.
 * Styles allow `'unsafe-inline'`: components set `style=` attributes, which
 * hashes cannot cover, and a style cannot run code.
 * @param {{ scriptHashes: Iterable<string>, origins: ShopOrigins }} options
 */
export function contentSecurityPolicy({ scriptHashes, origins }) {
  const recaptcha = originOf(origins.recaptchaScript);
  const recaptchaAll = [
    recaptcha,
    ...(RECAPTCHA_COMPANIONS[/** @type {'https://www.google.com'} */ (recaptcha)] ?? []),
  ];
  const commerce = originOf(origins.commerceApi);
  const shopHost = originOf(origins.shopHost);
  const supabase = originOf(origins.supabase);
  /** @param {string[]} sources */
  const list = (sources) => [...new Set(sources)].join(' ');
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort(), ...recaptchaAll],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', shopHost, commerce],
    'font-src': ["'self'"],
    'connect-src': ["'self'", commerce, shopHost, supabase],
    'frame-src': recaptchaAll,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${list(sources)}`)
    .join('; ');
}

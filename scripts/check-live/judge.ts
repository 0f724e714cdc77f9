/**
 * Judges each answer the shop's clients received, by the service and path it
 * came from, with the reader the shop reads it with (src/lib/surecart/): the
 * catalogue's schemas for the commerce platform, the cart's checkout reader
 * for the shop host's checkouts. Answers the shop does not read (a line
 * item's, which the cart follows with a fresh read of the checkout) are
 * judged by their status only.
 */
import { checkoutApiUrl, commerceApiUrl, mediaApiUrl } from '~/lib/env.ts';
import { collectionListSchema, productListSchema, productSchema } from '~/lib/surecart/schemas.ts';
import { readCheckout } from '~/lib/surecart/checkout-reader.ts';
import type { Checkout } from '~/lib/surecart/checkout-types.ts';
import {
  describe,
  isObject,
  issueFindings,
  joinPath,
  schemaFindings,
  schemaIssues,
  type Difference,
  type Finding,
} from './differences.ts';
import { checkoutFindings, productFindings, readProduct } from './needs.ts';
import type { Exchange, Observed } from './recorder.ts';

/** Statuses with which the platform refuses a read by slug: the shop then searches for the slug instead. */
const REFUSED_READ = new Set([400, 403, 405, 422]);

const under = (url: URL, base: string) => url.href.startsWith(`${base}/`) || url.href.startsWith(`${base}?`);

/** `GET /v1/products?limit=100&page=1&archived=false&status[]=published`: the request, its expansions left out. */
export function readName(exchange: Pick<Exchange, 'method' | 'url'>): string {
  const query = [...exchange.url.searchParams]
    .filter(([key]) => key !== 'expand[]' && key !== 't')
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return `${exchange.method} ${exchange.url.pathname}${query ? `?${query}` : ''}`;
}

function statusFinding(exchange: Exchange): Finding | null {
  if (exchange.status === null)
    return { path: '', expected: 'an answer', found: `none (${exchange.failure ?? 'no connection'})` };
  if (exchange.status >= 200 && exchange.status < 300) return null;
  const message = isObject(exchange.body) && typeof exchange.body.message === 'string' ? exchange.body.message : '';
  return {
    path: '',
    expected: 'a successful answer (2xx)',
    found: `HTTP ${exchange.status}${message ? ` "${message}"` : ''}`,
  };
}

/** A list of products: the envelope under the shop's schema, then each product for what the schema tolerates. */
function productListFindings(exchange: Exchange): Finding[] {
  const findings = schemaFindings(productListSchema, exchange.body);
  const expanded = exchange.url.searchParams.getAll('expand[]');
  if (isObject(exchange.body) && Array.isArray(exchange.body.data))
    exchange.body.data.forEach((raw, index) => {
      // The slug beside the index, so a shop owner finds the product in the platform's admin.
      const slug = isObject(raw) && typeof raw.slug === 'string' ? ` (${raw.slug})` : '';
      for (const finding of productFindings(raw, readProduct(raw), { expanded, page: false }))
        findings.push({ ...finding, path: joinPath(`data[${index}]${slug}`, finding.path) });
    });
  return findings;
}

function singleProductFindings(exchange: Exchange): Finding[] {
  const expanded = exchange.url.searchParams.getAll('expand[]');
  return [
    ...schemaFindings(productSchema, exchange.body),
    ...productFindings(exchange.body, readProduct(exchange.body), { expanded, page: true }),
  ];
}

/** The cart's reader over a checkout answer; its own refusal is told only where no field explains it. */
export function readCheckoutAnswer(body: unknown): { checkout: Checkout | null; findings: Finding[] } {
  let checkout: Checkout | null = null;
  let refusal: string | null = null;
  try {
    checkout = readCheckout(body);
  } catch (error) {
    refusal = error instanceof Error ? error.message : String(error);
  }
  const findings = checkoutFindings(body, checkout);
  if (refusal && findings.length === 0)
    findings.push({ path: '', expected: 'a checkout the cart can read', found: refusal });
  return { checkout, findings };
}

function answerFindings(exchange: Exchange): Finding[] {
  const { url } = exchange;
  if (under(url, commerceApiUrl)) {
    const path = url.pathname.slice(new URL(commerceApiUrl).pathname.length);
    if (/^\/products\/[^/]+$/.test(path)) return singleProductFindings(exchange);
    if (path === '/products') return productListFindings(exchange);
    if (path === '/product_collections') return schemaFindings(collectionListSchema, exchange.body);
    return [];
  }
  if (under(url, checkoutApiUrl)) {
    const path = url.pathname.slice(new URL(checkoutApiUrl).pathname.length);
    if (/^\/checkouts(\/[^/]+)?$/.test(path)) return readCheckoutAnswer(exchange.body).findings;
    return [];
  }
  // Media answers are judged by what the shop's media client logs and returns (see mediaFindings).
  return [];
}

const isSearchBySlug = (exchange: Exchange) =>
  exchange.url.pathname.endsWith('/products') && exchange.url.searchParams.has('query');

export interface Judged {
  differences: Difference[];
  notes: string[];
}

/**
 * Every exchange of an observation, then what the shop logged or threw that
 * no exchange explains (so no failure goes unreported). `step` names the
 * differences not tied to one request.
 */
export function judge(observed: Observed<unknown>, step: string): Judged {
  const differences: Difference[] = [];
  const notes: string[] = [];
  observed.exchanges.forEach((exchange, index) => {
    const read = readName(exchange);
    const status = statusFinding(exchange);
    if (status && exchange.status !== null && REFUSED_READ.has(exchange.status)) {
      const searched = observed.exchanges.slice(index + 1).some(isSearchBySlug);
      if (searched && /\/products\/[^/]+$/.test(exchange.url.pathname)) {
        notes.push(`${read} was refused (HTTP ${exchange.status}); the shop found the product by search instead`);
        return;
      }
    }
    const findings = status ? [status] : answerFindings(exchange);
    for (const { note, ...finding } of findings) {
      if (note) notes.push(`${finding.path}: ${finding.found}, skipped by the shop (expected ${finding.expected})`);
      else differences.push({ read, ...finding });
    }
  });
  differences.push(...mediaFindings(observed));
  if (differences.length === 0) {
    const unexplained = [
      ...observed.logged.filter((args) => args.some((arg) => arg instanceof Error)),
      ...(observed.error === undefined ? [] : [[observed.error]]),
    ];
    for (const args of unexplained) {
      const error = args.find((arg) => arg instanceof Error) ?? args[0];
      differences.push({
        read: step,
        path: '',
        expected: 'no error',
        found: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { differences, notes };
}

/** What the shop's media client refused of an answer it logged (it logs the batch and shows no images). */
function mediaFindings(observed: Observed<unknown>): Difference[] {
  const media = observed.exchanges.filter(
    (exchange) => under(exchange.url, mediaApiUrl) || exchange.url.href === mediaApiUrl,
  );
  const answered = media.filter((exchange) => exchange.status !== null && exchange.status < 300);
  const differences: Difference[] = [];
  for (const args of observed.logged) {
    const issues = args.map(schemaIssues).find((found) => found !== null);
    if (!issues) continue;
    // One batch per observation (see the media step): its answer is the one the issues point into.
    const exchange = answered.length === 1 ? answered[0]! : null;
    const body = exchange?.body;
    const read = exchange ? readName(exchange) : 'GET /wp-json/wp/v2/media';
    if (!Array.isArray(body))
      differences.push({ read, path: '', expected: 'a list of media items', found: describe(body) });
    else differences.push(...issueFindings(issues, body).map((finding) => ({ read, ...finding })));
  }
  return differences;
}

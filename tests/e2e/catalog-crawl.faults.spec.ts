/**
 * A crawler walking the shop over HTTP, with the backend's SureCart limiters on
 * (local/commerce/rate-limits.ts): 300 distinct listing, collection, search and
 * product addresses, in both languages, within 60 seconds. None may answer 5xx,
 * and the calls the shop's server made to the platform must stay within its
 * documented limits. Then the platform answers 429 to every call for a minute:
 * the pages already visited still answer 200 with the same headings, from the
 * last good catalogue the server kept.
 *
 * Past the cache's five minutes the stale path is the same rule on a fake clock
 * (tests/unit/catalog-crawl.test.ts); here the whole chain runs for real: the
 * production build, its server-side cache, real HTTP and the backend's limiters.
 * A faults spec, since limiters on and a platform answering 429 would fail the
 * tests running beside it.
 */
import { backendOrigin, expect, test } from './fixtures.ts';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { SURECART_RATE_LIMITS, type LimitedCall } from '../../local/commerce/rate-limits.ts';
import { busiestWindow, CRAWL_ADDRESSES, CRAWL_MS, crawlAddresses } from '../support/catalog-crawl.ts';

/** One address started every 200 ms: the crawl's pace, 300 in a minute. */
const STEP_MS = CRAWL_MS / CRAWL_ADDRESSES;
/** Requests in flight at once, as a polite crawler keeps them. */
const CONCURRENCY = 6;
const OUTAGE_SECONDS = 60;

const setLimits = async (body: { enabled: boolean; saturated_for_seconds?: number }) => {
  const response = await fetch(`${backendOrigin}/_local/commerce/rate-limits`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};

const callsSeen = async (): Promise<LimitedCall[]> =>
  ((await (await fetch(`${backendOrigin}/_local/commerce/rate-limits`)).json()) as { calls: LimitedCall[] }).calls;

/** Reads a list of the platform's catalogue before the limiters are on, so the crawl's count starts clean. */
async function readAll<T>(path: string): Promise<T[]> {
  const response = await fetch(`${backendOrigin}/v1/${path}?limit=100`, {
    headers: { Authorization: `Bearer ${LOCAL_DEFAULTS.surecartSecretKey}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T[] }).data;
}

/** The page's first-level heading as text: what a shopper reads first (a product's name, a collection's). */
function headingOf(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match) return null;
  return match[1]!
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Answer {
  address: string;
  status: number;
  heading: string | null;
  /** When the request was sent, in ms from the crawl's start. */
  sentAt: number;
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  // Nothing after this spec may meet the limiters or a saturated platform.
  await setLimits({ enabled: false });
});

test('a crawl of 300 catalogue addresses in a minute, then a minute of 429s, answers every page', async ({
  request,
}) => {
  test.setTimeout(5 * 60_000);
  const products = await readAll<{ slug: string; name: string; status: string; archived: boolean }>('products');
  const published = products.filter((product) => product.status === 'published' && !product.archived);
  const collections = await readAll<{ slug: string }>('product_collections');
  const addresses = crawlAddresses(
    published.map((product) => product.slug),
    collections.map((collection) => collection.slug),
  );
  expect(new Set(addresses).size).toBe(CRAWL_ADDRESSES);

  // On, with the counts and the log of calls cleared.
  await setLimits({ enabled: true });
  const start = Date.now();
  const answers: Answer[] = [];
  let next = 0;
  const crawler = async () => {
    while (next < addresses.length) {
      const index = next++;
      const address = addresses[index]!;
      const due = start + index * STEP_MS;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      const sentAt = Date.now() - start;
      const response = await request.get(address, { maxRedirects: 0, timeout: 30_000 });
      answers.push({ address, status: response.status(), heading: headingOf(await response.text()), sentAt });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, crawler));

  expect(answers).toHaveLength(CRAWL_ADDRESSES);
  expect(Math.max(...answers.map((answer) => answer.sentAt))).toBeLessThan(CRAWL_MS);
  expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  // Each English product page is headed by the product's name as the platform has it.
  const names = new Map(published.map((product) => [`/product/${product.slug}`, product.name]));
  for (const answer of answers.filter((a) => names.has(a.address)))
    expect({ address: answer.address, heading: answer.heading }).toEqual({
      address: answer.address,
      heading: names.get(answer.address),
    });

  const calls = await callsSeen();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.limited)).toEqual([]);
  // The server reads with the store's secret key; the public key's 60 a minute is never spent on a crawl.
  expect(calls.filter((call) => call.key !== 'secret')).toEqual([]);
  const publicCalls = calls.filter((call) => call.key === 'public');
  expect(busiestWindow(publicCalls, SURECART_RATE_LIMITS.public.windowSeconds * 1000)).toBeLessThanOrEqual(
    SURECART_RATE_LIMITS.public.max,
  );
  const secretCalls = calls.filter((call) => call.key === 'secret');
  expect(busiestWindow(secretCalls, SURECART_RATE_LIMITS.default.windowSeconds * 1000)).toBeLessThanOrEqual(
    SURECART_RATE_LIMITS.default.max,
  );

  // SureCart answers 429 to everything for a minute; a third of the pages, revisited across that minute.
  await setLimits({ enabled: true, saturated_for_seconds: OUTAGE_SECONDS });
  const outageStart = Date.now();
  const first = new Map(answers.map((answer) => [answer.address, answer]));
  const sample = addresses.filter((_, index) => index % 3 === 0);
  const outageStep = ((OUTAGE_SECONDS - 5) * 1000) / sample.length;
  for (const [index, address] of sample.entries()) {
    const due = outageStart + index * outageStep;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    const response = await request.get(address, { maxRedirects: 0, timeout: 30_000 });
    const seen = { address, status: response.status(), heading: headingOf(await response.text()) };
    expect(seen).toEqual({ address, status: 200, heading: first.get(address)!.heading });
  }
  expect(Date.now() - outageStart).toBeLessThan(OUTAGE_SECONDS * 1000);
  // Whatever the shop asked of the platform in that minute was refused: the pages came from what it kept.
  const during = (await callsSeen()).filter((call) => call.at >= outageStart);
  expect(during.filter((call) => !call.limited)).toEqual([]);
});

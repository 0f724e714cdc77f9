/**
 * The benchmark's markdown report: the machine, then one table per question, written to
 * docs/benchmarks.md (replaced on every run) and formatted as the repository's own files are.
 */
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { format, resolveConfig } from 'prettier';
import type { EnumerationTiming } from './enumeration.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import { WARM_UP, type PageCost } from './measure.ts';
import type { Throughput } from './throughput.ts';

export const REPORT_PATH = 'docs/benchmarks.md';

export interface BenchResults {
  date: Date;
  demoProducts: number;
  scaleProducts: number;
  runs: number;
  lighthouseRuns: number;
  connections: number;
  seconds: number;
  shopperPages: { name: string; path: string; lighthouse: LighthouseFigures; cost: PageCost }[];
  throughput: {
    page: string;
    pageResult: Throughput;
    file: string;
    fileResult: Throughput;
    /** One request at a time, page cache on and warm. */
    sequential: { page: PageCost; file: PageCost };
  };
  shop: { demo: PageCost; scale: PageCost };
  cataloguePages: { name: string; cached: PageCost; uncached: PageCost }[];
  enumeration: EnumerationTiming;
  /** An earlier commit's server CPU, measured in the same run (`BENCH_BEFORE`), or null. */
  before: { ref: string; commit: string; costs: Map<string, PageCost> } | null;
}

/** The same-run comparison with an earlier commit, when the run made one. */
function beforeSection(before: BenchResults['before'], pages: BenchResults['shopperPages'], runs: number): string {
  if (!before) return '';
  const named = before.ref === before.commit ? `\`${before.commit}\`` : `\`${before.ref}\` (\`${before.commit}\`)`;
  return `
## Server CPU against ${named}, in the same run

The earlier commit was built and served beside this build, from its own worktree, and the ${runs} requests
per page went to the two servers in turn: on shared hardware the same build measures faster or slower from
one day to the next, so only figures taken together compare.

${table(
  ['page', 'this build', before.commit, 'ratio'],
  pages.map(({ path, cost }) => {
    const then = before.costs.get(path)!;
    return [`\`${path}\``, ms(cost.cpuMs), ms(then.cpuMs), sameRunRatio(cost.cpuMs, then.cpuMs)];
  }),
)}
`;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const count = (value: number) => value.toLocaleString('en-CA');
const ratio = (value: number) => `${value.toFixed(1)}×`;
/** This build's figure against the earlier commit's, measured in the same run. */
export const sameRunRatio = (now: number, then: number) => `${(now / then).toFixed(2)}×`;
const percent = (value: number) => `${Math.round(value * 100)}%`;

function table(head: string[], rows: string[][]): string {
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function renderReport(r: BenchResults): string {
  const cpu = cpus();
  const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  const { pageResult, fileResult } = r.throughput;
  return `# Benchmarks

Written by \`npm run bench\` on ${r.date.toISOString().slice(0, 16).replace('T', ' ')} UTC; every run replaces this file.
Machine: ${machine}. All figures come from the production build (Node adapter) served on loopback.

## What a shopper gets (demo catalogue, ${count(r.demoProducts)} products)

Lighthouse mobile (simulated phone on slow 4G), median of ${r.lighthouseRuns} run${r.lighthouseRuns === 1 ? '' : 's'} per page; bytes are all
the page transferred. Server CPU is the server's own CPU per request (user + system), median of ${r.runs}
sequential requests per page after ${WARM_UP} warm-up requests, the pages taking turns, catalogue cache warm
and the page cache off (\`PAGE_CACHE_MAX_BYTES=0\`): what a page costs when it is rendered, as on a miss.

${table(
  [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'transferred',
    'server CPU',
    'response time',
  ],
  r.shopperPages.map(({ name, path, lighthouse: l, cost }) => [
    name === path ? `\`${path}\`` : `${name} (\`${path}\`)`,
    String(l.scores.performance),
    String(l.scores.accessibility),
    String(l.scores['best-practices']),
    String(l.scores.seo),
    `${(l.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(l.tbtMs)} ms`,
    l.cls.toFixed(3),
    kb(l.bytes),
    ms(cost.cpuMs),
    ms(cost.timeMs),
  ]),
)}

Scripts each page loaded with no interaction (Lighthouse neither clicks nor scrolls), from the same runs:
how many files, what they transferred with their response headers, and the smallest file's own size.

${table(
  ['page', 'script files', 'script transfer', 'smallest script'],
  r.shopperPages.map(({ name, path, lighthouse: l }) => [
    name === path ? `\`${path}\`` : `${name} (\`${path}\`)`,
    String(l.scripts.files),
    kb(l.scripts.transferred),
    kb(l.scripts.smallest),
  ]),
)}

## Throughput at ${r.connections} connections

${r.seconds} s each (autocannon, loopback, \`Accept-Encoding: br, gzip\`), one server process, page cache on.

${table(
  ['target', 'requests per second', 'p99 latency'],
  [
    [`product page \`${r.throughput.page}\``, pageResult.requestsPerSecond.toFixed(1), `${pageResult.p99Ms} ms`],
    [`static file \`${r.throughput.file}\``, fileResult.requestsPerSecond.toFixed(1), `${fileResult.p99Ms} ms`],
  ],
)}

The product page is served at ${percent(pageResult.requestsPerSecond / fileResult.requestsPerSecond)} of a static file's rate.

One request at a time (median of ${r.runs}, page cache on and warm): the product page in ${ms(r.throughput.sequential.page.timeMs)},
the static file in ${ms(r.throughput.sequential.file.timeMs)} (${ratio(r.throughput.sequential.page.timeMs / r.throughput.sequential.file.timeMs)}).

## \`/shop\` at ${count(r.demoProducts)} and at ${count(r.scaleProducts)} products

${table(
  ['catalogue', 'server CPU', 'response time'],
  [
    [`${count(r.demoProducts)} products`, ms(r.shop.demo.cpuMs), ms(r.shop.demo.timeMs)],
    [`${count(r.scaleProducts)} products`, ms(r.shop.scale.cpuMs), ms(r.shop.scale.timeMs)],
    ['ratio', ratio(r.shop.scale.cpuMs / r.shop.demo.cpuMs), ratio(r.shop.scale.timeMs / r.shop.demo.timeMs)],
  ],
)}

## Catalogue pages at ${count(r.scaleProducts)} products, catalogue cache on and off

Off is \`CATALOG_CACHE_TTL_MS=0\`: every request asks the commerce API again.

${table(
  ['page', 'CPU, cache on', 'time, cache on', 'CPU, cache off', 'time, cache off'],
  r.cataloguePages.map(({ name, cached, uncached }) => [
    `\`${name}\``,
    ms(cached.cpuMs),
    ms(cached.timeMs),
    ms(uncached.cpuMs),
    ms(uncached.timeMs),
  ]),
)}

## Does resend-activation's answer time tell who has an account?

Median of ${r.enumeration.tries} answers each, the two kinds of address taking turns: ${ms(r.enumeration.waitingMs)} for an account
waiting for activation (which is then mailed), ${ms(r.enumeration.unknownMs)} for an unknown address
(${ratio(r.enumeration.waitingMs / r.enumeration.unknownMs)}). The function answers before it looks the account up.
${beforeSection(r.before, r.shopperPages, r.runs)}`;
}

/** Formats the report like every other markdown file of the repository, writes it and returns it. */
export async function writeReport(results: BenchResults): Promise<string> {
  const options = (await resolveConfig(REPORT_PATH)) ?? {};
  const markdown = await format(renderReport(results), { ...options, parser: 'markdown' });
  await writeFile(REPORT_PATH, markdown);
  return markdown;
}

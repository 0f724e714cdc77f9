/**
 * Lighthouse's mobile audit (its default: a simulated mid-range phone on a slow 4G network) of one
 * page, run several times through its command line with Debian's Chromium; each figure is the
 * median of the runs.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median } from './measure.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const run = promisify(execFile);

const CLI = new URL('../../node_modules/lighthouse/cli/index.js', import.meta.url).pathname;
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything the page transferred, compressed as sent. */
  bytes: number;
  /** The scripts the page loaded without any interaction (Lighthouse neither clicks nor scrolls). */
  scripts: ScriptFigures;
}

export interface ScriptFigures {
  files: number;
  /** What they transferred, response headers included, as the browser counts it. */
  transferred: number;
  /** The smallest script's own size, before compression: how small a chunk the build still splits off. */
  smallest: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

export interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
}

async function audit(url: string, dir: string): Promise<Report> {
  const output = join(dir, 'report.json');
  await run(
    process.execPath,
    [
      CLI,
      url,
      `--chrome-flags=${CHROME_FLAGS}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 120_000 },
  );
  return JSON.parse(await readFile(output, 'utf8')) as Report;
}

function numeric(report: Report, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
  return value;
}

/** The page's scripts from Lighthouse's list of every request it saw. */
export function scriptFigures(report: Report): ScriptFigures {
  const items = report.audits['network-requests']?.details?.items;
  if (!items) throw new Error('Lighthouse reported no network-requests');
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    files: scripts.length,
    transferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    smallest: Math.min(...scripts.map((item) => item.resourceSize ?? 0)),
  };
}

export async function lighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  try {
    const reports: Report[] = [];
    for (let i = 0; i < runs; i++) reports.push(await audit(url, dir));
    const mid = (pick: (report: Report) => number) => median(reports.map(pick));
    const score = (category: string) => (report: Report) => Math.round((report.categories[category]?.score ?? 0) * 100);
    return {
      scores: {
        performance: mid(score('performance')),
        accessibility: mid(score('accessibility')),
        'best-practices': mid(score('best-practices')),
        seo: mid(score('seo')),
      },
      lcpMs: mid((r) => numeric(r, 'largest-contentful-paint')),
      tbtMs: mid((r) => numeric(r, 'total-blocking-time')),
      cls: mid((r) => numeric(r, 'cumulative-layout-shift')),
      bytes: mid((r) => numeric(r, 'total-byte-weight')),
      scripts: {
        files: mid((r) => scriptFigures(r).files),
        transferred: mid((r) => scriptFigures(r).transferred),
        smallest: mid((r) => scriptFigures(r).smallest),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

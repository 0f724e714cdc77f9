/**
 * The bench counts a page's scripts from Lighthouse's own list of requests: only scripts, their
 * transfer with headers as Lighthouse counts it, and the smallest file's own size.
 */
import { describe, expect, it } from 'vitest';
import { scriptFigures } from '../../scripts/bench/lighthouse.ts';

/** Items shaped as Lighthouse's `network-requests` audit lists them. */
const request = (resourceType: string, transferSize: number, resourceSize: number) => ({
  url: `http://127.0.0.1/${resourceType}-${transferSize}`,
  resourceType,
  transferSize,
  resourceSize,
});

describe('scriptFigures', () => {
  it('counts only the scripts, adds their transfer and names the smallest', () => {
    const report = {
      categories: {},
      audits: {
        'network-requests': {
          details: {
            items: [
              request('Document', 9_000, 40_000),
              request('Script', 1_600, 55),
              request('Script', 21_000, 60_000),
              request('Stylesheet', 7_000, 30_000),
              request('Image', 12_000, 12_000),
              request('Script', 3_400, 8_000),
            ],
          },
        },
      },
    };
    expect(scriptFigures(report)).toEqual({ files: 3, transferred: 26_000, smallest: 55 });
  });

  it('stops when Lighthouse listed no requests, rather than reporting zero scripts', () => {
    expect(() => scriptFigures({ categories: {}, audits: {} })).toThrow(/network-requests/);
  });
});

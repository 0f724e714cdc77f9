import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);

describe('nestsDeeperThan', () => {
  it('takes bodies up to the limit and refuses one level more', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":{"c":[1]}}}', 3)).toBe(true);
  });

  it('refuses 5,000 levels of arrays or objects without overflowing itself', () => {
    expect(nestsDeeperThan(nested(5000))).toBe(true);
    expect(nestsDeeperThan('{"a":'.repeat(5000) + '1' + '}'.repeat(5000))).toBe(true);
    expect(nestsDeeperThan(`{"data":${nested(5000)}}`)).toBe(true);
  });

  it('counts siblings once, and ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])), 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: nested(500), quoted: '"[[[[\\"{{{{' }), 2)).toBe(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from './once-per-key.ts';

describe('oncePerKey', () => {
  it('computes once for a key and gives that same result again', () => {
    const compute = vi.fn((locale: string) => ({ locale }));
    const made = oncePerKey(compute);
    const first = made('fr-CA');
    expect(made('fr-CA')).toBe(first);
    expect(made('en-CA')).toEqual({ locale: 'en-CA' });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keys on what keyOf makes of every argument, so equal lists share a result', () => {
    const compute = vi.fn((locale: string, islands: string[]) => `${locale}:${islands.length}`);
    const made = oncePerKey(compute, (locale, islands) => `${locale}:${islands.join(',')}`);
    expect(made('en-CA', ['Header', 'PurchasePanel'])).toBe('en-CA:2');
    expect(made('en-CA', ['Header', 'PurchasePanel'])).toBe('en-CA:2');
    expect(made('en-CA', ['Header'])).toBe('en-CA:1');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps an empty result rather than computing it again', () => {
    const compute = vi.fn((_key: string) => '');
    const empty = oncePerKey(compute);
    expect(empty('x')).toBe('');
    expect(empty('x')).toBe('');
    expect(compute).toHaveBeenCalledOnce();
  });
});

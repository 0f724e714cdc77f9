import { describe, expect, it, vi } from 'vitest';
import { oncePerObject } from './once-per-object.ts';

describe('oncePerObject', () => {
  it('computes once for an object and gives that same result again', () => {
    const compute = vi.fn((item: { n: number }) => ({ doubled: item.n * 2 }));
    const doubled = oncePerObject(compute);
    const item = { n: 2 };
    const first = doubled(item);
    expect(first).toEqual({ doubled: 4 });
    expect(doubled(item)).toBe(first);
    expect(compute).toHaveBeenCalledOnce();
  });

  it('computes again for another object, even an equal one', () => {
    const compute = vi.fn((item: { n: number }) => item.n + 1);
    const next = oncePerObject(compute);
    const item = { n: 1 };
    expect(next(item)).toBe(2);
    expect(next({ ...item })).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps a null result rather than computing it again', () => {
    const compute = vi.fn((_item: object) => null);
    const nothing = oncePerObject(compute);
    const item = {};
    expect(nothing(item)).toBeNull();
    expect(nothing(item)).toBeNull();
    expect(compute).toHaveBeenCalledOnce();
  });
});

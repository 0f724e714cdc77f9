import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('keeps the later of two theme background colours, also under a variant', () => {
    expect(cn('bg-brand', 'bg-muted')).toBe('bg-muted');
    expect(cn('bg-brand hover:bg-brand-strong', 'hover:bg-muted')).toBe('bg-brand hover:bg-muted');
    expect(cn('bg-muted', 'bg-green-100', 'dark:bg-brand/20')).toBe('bg-green-100 dark:bg-brand/20');
  });

  it('keeps a theme text colour beside a text size or alignment', () => {
    expect(cn('text-ink', 'text-sm')).toBe('text-ink text-sm');
    expect(cn('text-sm text-subtle', 'text-ink')).toBe('text-sm text-ink');
    expect(cn('text-center', 'text-page')).toBe('text-center text-page');
    expect(cn('text-sm', 'text-base')).toBe('text-base');
  });

  it('lets a caller override padding, sides included, and skips empty entries', () => {
    expect(cn('px-6 py-3', false, undefined, null, '', 'px-8')).toBe('py-3 px-8');
    expect(cn('px-6 py-3', 'p-0')).toBe('p-0');
    expect(cn('p-4', 'pt-2')).toBe('p-4 pt-2');
    expect(cn('h-10 w-10', 'size-12')).toBe('size-12');
  });

  it('tells a border width from a border colour, and a shadow size from anything else', () => {
    expect(cn('border border-line', 'border-brand')).toBe('border border-brand');
    expect(cn('shadow-sm', 'shadow-lg')).toBe('shadow-lg');
    expect(cn('rounded-full', 'rounded-xl')).toBe('rounded-xl');
  });

  it('keeps classes it does not know rather than dropping them', () => {
    expect(cn('rounded-full', 'rounded-t-xl')).toBe('rounded-full rounded-t-xl');
    expect(cn('border-t', 'border-line')).toBe('border-t border-line');
    expect(cn('text-balance', 'text-ink')).toBe('text-balance text-ink');
  });
});

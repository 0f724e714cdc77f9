// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { IconBadge } from './IconBadge.tsx';
import { CheckIcon } from './icons.tsx';

afterEach(cleanup);

describe('IconBadge', () => {
  it('is hidden from assistive technology, leaving the meaning to the words beside it', () => {
    const { container } = render(<IconBadge icon={CheckIcon} tone="success" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('');
  });

  it('sizes the icon with the badge', () => {
    const { container } = render(<IconBadge icon={CheckIcon} size="lg" />);
    const badge = container.firstElementChild!;
    expect(badge.className.split(' ')).toEqual(expect.arrayContaining(['h-14', 'w-14', 'rounded-full']));
    expect(badge.querySelector('svg')?.getAttribute('class')).toBe('h-7 w-7');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Header from './Header.tsx';

vi.mock('astro:transitions/client', () => ({ navigate: vi.fn() }));

/** Scrolls the window as a reader would, and lets the header hear it. */
function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

const headerMode = () => screen.getByRole('banner').dataset.mode;

afterEach(() => {
  cleanup();
  scrollTo(0);
});

describe('the site header', () => {
  it('over the home hero, stays transparent up to 50 px of scroll, turns solid past it, and back', () => {
    document.body.dataset.header = 'transparent';
    render(<Header transparent />);
    expect(headerMode()).toBe('transparent');
    scrollTo(50);
    expect(headerMode()).toBe('transparent');
    scrollTo(51);
    expect(headerMode()).toBe('solid');
    scrollTo(10);
    expect(headerMode()).toBe('transparent');
  });

  it('is solid at the top of every other page', () => {
    document.body.dataset.header = 'solid';
    render(<Header transparent={false} />);
    expect(headerMode()).toBe('solid');
  });

  it('follows the page it lands on after a client-side navigation', () => {
    document.body.dataset.header = 'transparent';
    render(<Header transparent />);
    act(() => {
      document.body.dataset.header = 'solid';
      document.dispatchEvent(new Event('astro:page-load'));
    });
    expect(headerMode()).toBe('solid');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mergeAuthState } from '~/features/auth/store.ts';
import Header from './Header.tsx';
import { hydrateOverServerHtml } from '../../../tests/support/hydration.tsx';

vi.mock('~/features/navigation/go-to.ts', () => ({ goTo: vi.fn() }));

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
    render(<Header transparent={false} />);
    expect(headerMode()).toBe('solid');
  });
});

describe('the header’s language link', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('offers the page being read, with its query, in French', () => {
    history.replaceState(null, '', '/shop?sort=name-asc');
    render(<Header transparent={false} path="/shop?sort=name-asc" />);
    const link = screen.getByRole('link', { name: 'Lire cette page en français' });
    expect(link.getAttribute('href')).toBe('/fr/shop?sort=name-asc');
  });

  it('is in the phone menu too', async () => {
    history.replaceState(null, '', '/faq#returns');
    render(<Header transparent={false} path="/faq" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const link = within(menu).getByRole('link', { name: 'Lire cette page en français' });
    expect(link.getAttribute('href')).toBe('/fr/faq#returns');
  });
});

describe('hydration', () => {
  it('hydrates over the server HTML when the set-password dialog was asked for first, then opens it', async () => {
    // The server draws no dialog; the sign-up link's session is read before the header hydrates.
    onTestFinished(() => mergeAuthState({ showPasswordDialog: false }));
    const mismatches = await hydrateOverServerHtml(<Header transparent={false} />, () =>
      mergeAuthState({ showPasswordDialog: true }),
    );
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Set Your Password' }, { timeout: 5000 })).toBeTruthy();
  });
});

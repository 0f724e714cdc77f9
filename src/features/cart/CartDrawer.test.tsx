// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import CartDrawer from './CartDrawer.tsx';
import { $cart, $cartOpen } from './store.ts';

describe('the cart drawer', () => {
  it('hydrates over the server HTML when the cart was opened first, then opens', async () => {
    // The page as the server sends it: no drawer. Another island's View cart opens it before this one hydrates.
    const island = document.createElement('div');
    island.innerHTML = renderToString(<CartDrawer />);
    document.body.append(island);
    onTestFinished(() => {
      island.remove();
      $cartOpen.set(false);
    });
    $cart.set({ checkout: null, lines: [], busyLineIds: [], loading: false });
    $cartOpen.set(true);

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(island, <CartDrawer />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Review Your Cart' }, { timeout: 5000 })).toBeTruthy();
  });
});

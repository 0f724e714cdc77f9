// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import CartDrawer from './CartDrawer.tsx';
import { hydrateOverServerHtml } from '../../../tests/support/hydration.tsx';
import { $cart, $cartOpen } from './store.ts';

describe('the cart drawer', () => {
  it('hydrates over the server HTML when the cart was opened first, then opens', async () => {
    // The server draws no drawer; another island's View cart opens it before this one hydrates.
    onTestFinished(() => $cartOpen.set(false));
    const mismatches = await hydrateOverServerHtml(<CartDrawer />, () => {
      $cart.set({ checkout: null, lines: [], busyLineIds: [], loading: false });
      $cartOpen.set(true);
    });
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Review Your Cart' }, { timeout: 5000 })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
/** When the chosen variant ships, under its stock on the product page (the rules: ~/features/catalog/delivery.ts). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../../tests/support/fixed-clock.ts';
import PurchasePanel from './PurchasePanel.tsx';
import { backOrderedBike, chooseVariant as choose } from './testing/back-ordered-bike.ts';

// The rules read "today" from the clock: a Friday.
fixedClock('2026-11-27T15:00:00Z');
afterEach(cleanup);

describe('the delivery line on the product page', () => {
  it('says an in-stock variant ships in 2–4 business days', () => {
    const product = backOrderedBike(true, '2026-12-10');
    render(<PurchasePanel product={{ ...product, imageUrl: null }} />);
    expect(screen.queryByText(/^Ships in/)).toBeNull();
    choose(product, 2);
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByText('Ships in 2–4 business days')).toBeTruthy();
  });

  it('gives a back-ordered variant the week the store expects it, from its date', () => {
    const product = backOrderedBike(true, '2026-12-10');
    render(<PurchasePanel product={{ ...product, imageUrl: null }} />);
    choose(product, 0);
    expect(screen.getByText('Available on back-order')).toBeTruthy();
    expect(screen.getByText('Expected week of December 7, 2026')).toBeTruthy();
    expect(screen.queryByText(/^Ships in/)).toBeNull();
  });

  it('promises no week for a back-order without a date, or whose date has gone by', () => {
    const product = backOrderedBike(true, '2026-12-10');
    render(<PurchasePanel product={{ ...product, imageUrl: null }} />);
    choose(product, 1);
    expect(screen.getByText('Back-ordered: ships when restocked')).toBeTruthy();
    cleanup();

    vi.setSystemTime(new Date('2026-12-11T15:00:00Z'));
    render(<PurchasePanel product={{ ...product, imageUrl: null }} />);
    choose(product, 0);
    expect(screen.getByText('Back-ordered: ships when restocked')).toBeTruthy();
    expect(screen.queryByText(/^Expected week/)).toBeNull();
  });

  it('says nothing of shipping for a sold-out variant', () => {
    const product = backOrderedBike(false, '2026-12-10');
    render(<PurchasePanel product={{ ...product, imageUrl: null }} />);
    choose(product, 0);
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(/^Ships in|^Expected week|ships when restocked/)).toBeNull();
  });
});

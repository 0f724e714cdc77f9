// @vitest-environment happy-dom
/**
 * The product page's tabs keep the tabs pattern: one list named for what it holds, each tab tied to
 * its panel, one tab selected, and the arrow keys, Home and End moving between them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ProductTabs from './ProductTabs.tsx';

afterEach(cleanup);

const renderTabs = () =>
  render(<ProductTabs description={<p>A light trail hardtail.</p>} specifications={<p>Frame: aluminium</p>} />);

describe('the product tabs', () => {
  it('are one named list of three tabs, Description selected and showing its panel', () => {
    renderTabs();
    const list = screen.getByRole('tablist', { name: 'Product information' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Description', 'Specifications', 'Support']);
    expect(screen.getByRole('tab', { name: 'Description', selected: true })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(within(panel).getByText('A light trail hardtail.')).toBeTruthy();
  });

  // The tabs move focus a moment after the key (in a timeout of their own), hence the waits.
  it('move by keyboard: the arrow keys select the next tab, End the last, Home the first', async () => {
    renderTabs();
    const selectedAndFocused = (name: string) =>
      waitFor(() => expect(screen.getByRole('tab', { name, selected: true })).toBe(document.activeElement));
    screen.getByRole('tab', { name: 'Description' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await selectedAndFocused('Specifications');
    expect(within(screen.getByRole('tabpanel', { name: 'Specifications' })).getByText('Frame: aluminium')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await selectedAndFocused('Support');
    expect(screen.getByRole('tabpanel', { name: 'Support' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await selectedAndFocused('Description');
  });
});

// @vitest-environment happy-dom
/**
 * The size finder on a mountain bike whose chart gives heights only and
 * whose geometry gives standovers: it asks for the inseam, weighs it
 * against the standover, says why and names the chart; and when the size is
 * sold out it offers the nearest size in stock and other bikes in that size.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SizeFinder } from './SizeFinder.tsx';
import { $measurements } from './remembered-measurements.ts';
import { mountainChart } from '../testing/mountain-chart.ts';

const chart = mountainChart({
  bikeName: 'Bromont Hardtail 29',
  others: [
    { name: 'Summit Ridge 29 Trail', href: '/product/summit-ridge-29-trail', sizes: ['S', 'M', 'L'] },
    { name: 'Taïga Fat 26', href: '/product/taiga-fat-26', sizes: ['L'] },
  ],
});

beforeEach(() => {
  localStorage.clear();
  $measurements.set(null);
});
afterEach(cleanup);

async function openFinder(finderChart = chart, soldOut: string[] = []) {
  const onChoose = vi.fn();
  render(<SizeFinder chart={finderChart} choosable={['S', 'M', 'L']} soldOut={soldOut} onChoose={onChoose} />);
  fireEvent.click(screen.getByRole('button', { name: 'Find your size' }));
  const dialog = await screen.findByRole('dialog', { name: 'Find your size' }, { timeout: 5000 });
  return { dialog, onChoose };
}

const shown = (element: HTMLElement) => element.textContent!.replace(/\u00a0/g, ' ');
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Find my size' }));

describe('the size finder with a standover', () => {
  it('settles two sizes by the standover the inseam clears, says why, and names the chart', async () => {
    const { dialog } = await openFinder();
    type(dialog, 'Height (cm)', '166');
    type(dialog, 'Inseam (cm, optional)', '75');
    submit(dialog);
    const status = shown(within(dialog).getByRole('status'));
    expect(status).toContain('Your size: S');
    expect(status).toContain('166 cm is within both S: 152–167 cm and M: 165–178 cm.');
    expect(status).toContain('Your 75 cm inseam clears S’s 715 mm standover by 35 mm.');
    expect(status).toContain('M’s 730 mm standover leaves less than the 30 mm of room it needs.');
    expect(status).toContain(
      'From the size chart of Bromont Hardtail 29 (rider heights) and its geometry (standover), under Geometry on this page.',
    );
  });

  it('does not ask for an inseam when the chart gives heights only and the bike no standover', async () => {
    const heightsOnly = { ...chart, rows: chart.rows.map((r) => ({ ...r, standoverMm: null })) };
    const { dialog } = await openFinder(heightsOnly);
    expect(within(dialog).queryByLabelText('Inseam (cm, optional)')).toBeNull();
    expect(within(dialog).getByText('Enter your height to compare it with this bike’s size chart.')).toBeTruthy();
    type(dialog, 'Height (cm)', '172');
    submit(dialog);
    expect(shown(within(dialog).getByRole('status'))).toContain(
      'From the size chart of Bromont Hardtail 29 (rider heights), under Geometry on this page.',
    );
  });
});

describe('a sold-out size in the size finder', () => {
  it('says so, offers the nearest size in stock that fits, and links the other bikes with it in stock', async () => {
    const { dialog, onChoose } = await openFinder(chart, ['M']);
    type(dialog, 'Height (cm)', '170');
    submit(dialog);
    const status = shown(within(dialog).getByRole('status'));
    expect(status).toContain('Your size: M');
    expect(status).toContain('Size M is sold out.');
    expect(status).toContain('S is in stock and the nearest fit: 170 cm is 3 cm from S: 152–167 cm.');
    const buttons = within(dialog).getAllByRole('button', { name: /^Choose size/ });
    expect(buttons.map((button) => shown(button))).toEqual(['Choose size M – Sold out', 'Choose size S']);
    const others = within(dialog).getByRole('region', { name: 'Other bikes with size M in stock' });
    const links = within(others).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Summit Ridge 29 Trail', '/product/summit-ridge-29-trail'],
    ]);
    fireEvent.click(buttons[1]!);
    expect(onChoose).toHaveBeenCalledWith('S');
  });

  it('says no other size fits in stock when none is near', async () => {
    const { dialog } = await openFinder(chart, ['M']);
    type(dialog, 'Height (cm)', '172');
    submit(dialog);
    expect(shown(within(dialog).getByRole('status'))).toContain('No other size of this bike fits you and is in stock.');
  });
});

/**
 * The Geometry section as the server draws it, read by roles: a named,
 * focusable scrolling region holding a table with a column per size and a
 * row header per measure, rider ranges first; in English and in French
 * (French labels, decimal commas).
 */
import { within } from '@testing-library/react';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n/server.ts';
import type { Locale } from '~/i18n/locales.ts';
import type { SizeChart } from '../size-finder/size-chart-types.ts';
import ProductGeometry from './ProductGeometry.astro';
import { geometryTable } from './geometry-table.ts';
import type { Geometry } from './geometry-types.ts';

const frame = (reach: number, standover: number) => ({
  reach_mm: reach,
  stack_mm: 610,
  head_angle_deg: 65.5,
  seat_angle_deg: 76.5,
  standover_mm: standover,
  wheelbase_mm: null,
  chainstay_mm: 435,
});

const geometry: Geometry = {
  option: 'Size',
  rows: [
    { size: 'S', figures: frame(420, 715) },
    { size: 'M', figures: { ...frame(445, 730), wheelbase_mm: 1205 } },
  ],
};

const chart: SizeChart = {
  option: 'Size',
  rows: [
    { size: 'S', heightCm: { min: 152, max: 167 }, inseamCm: null },
    { size: 'M', heightCm: { min: 165, max: 178 }, inseamCm: null },
  ],
};

async function drawn(locale: Locale, sizeChart: SizeChart | null = chart) {
  const words = messagesFor(locale).geometryTable;
  const html = await (
    await AstroContainer.create()
  ).renderToString(ProductGeometry, {
    props: {
      table: geometryTable(geometry, sizeChart, locale)!,
      heading: words.heading,
      caption: words.caption('Bromont Hardtail 29'),
      measureHeader: words.measure,
    },
  });
  const document = new Window().document;
  document.body.innerHTML = html;
  const body = document.body as unknown as HTMLElement;
  const table = within(body).getByRole('table');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent!.trim(),
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent!.trim()),
    ]);
  const columns = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent!.trim());
  return { body, rows, columns };
}

describe('the Geometry section', () => {
  it('in English: a column per size, the rider heights first, then the frame; a dash for a missing figure', async () => {
    const { body, rows, columns } = await drawn('en-CA');
    expect(within(body).getByRole('heading', { level: 2, name: 'Geometry' })).toBeTruthy();
    expect(columns).toEqual(['Measure', 'S', 'M']);
    expect(rows).toEqual([
      ['Rider height (cm)', '152–167', '165–178'],
      ['Reach (mm)', '420', '445'],
      ['Stack (mm)', '610', '610'],
      ['Head tube angle (°)', '65.5', '65.5'],
      ['Seat tube angle (°)', '76.5', '76.5'],
      ['Standover (mm)', '715', '730'],
      ['Wheelbase (mm)', '—', '1205'],
      ['Chainstay (mm)', '435', '435'],
    ]);
  });

  it('scrolls in a region named by its heading that the keyboard can reach, the table described by its caption', async () => {
    const { body } = await drawn('en-CA');
    const region = within(body).getByRole('region', { name: 'Geometry' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table');
    const caption = body.ownerDocument.getElementById(table.getAttribute('aria-describedby')!);
    expect(caption?.textContent).toContain('Bromont Hardtail 29, size by size');
  });

  it('in French: French labels, decimal commas, the inseams when the chart gives them', async () => {
    const withInseams: SizeChart = {
      ...chart,
      rows: chart.rows.map((row, index) => ({ ...row, inseamCm: { min: 72 + index * 5, max: 79 + index * 5 } })),
    };
    const { body, rows, columns } = await drawn('fr-CA', withInseams);
    expect(within(body).getByRole('heading', { level: 2, name: 'Géométrie' })).toBeTruthy();
    expect(within(body).getByRole('region', { name: 'Géométrie' })).toBeTruthy();
    expect(columns).toEqual(['Mesure', 'S', 'M']);
    expect(rows.slice(0, 2)).toEqual([
      ['Grandeur du cycliste (cm)', '152–167', '165–178'],
      ['Entrejambe du cycliste (cm)', '72–79', '77–84'],
    ]);
    expect(rows).toContainEqual(['Angle de direction (°)', '65,5', '65,5']);
    expect(rows).toContainEqual(['Hauteur d’enjambement (mm)', '715', '730']);
  });

  it('shows the chart’s rider ranges alone for a bike without geometry, and nothing for a product with neither', () => {
    expect(geometryTable(null, chart, 'en-CA')).toEqual({
      sizes: ['S', 'M'],
      rows: [{ label: 'Rider height (cm)', cells: ['152–167', '165–178'] }],
    });
    expect(geometryTable(null, null, 'en-CA')).toBeNull();
  });
});

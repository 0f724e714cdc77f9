/**
 * The demo mountain bikes' fit as the size finder receives it: a chart of
 * rider heights (S and M overlap at 165–167 cm, as in local/catalog/size-charts.ts)
 * with each size's standover from the bike's geometry, no inseam ranges.
 */
import type { BikeInStock, SizeChart } from '../size-finder/size-chart-types.ts';

export const standoverRow = (size: string, height: [number, number], standoverMm: number | null) => ({
  size,
  heightCm: { min: height[0], max: height[1] },
  inseamCm: null,
  standoverMm,
});

/** S to L, or S to XL, with their standovers; a bike's name and other bikes when the finder is to name them. */
export function mountainChart(options: { xl?: boolean; bikeName?: string; others?: BikeInStock[] } = {}): SizeChart {
  const rows = [
    standoverRow('S', [152, 167], 715),
    standoverRow('M', [165, 178], 730),
    standoverRow('L', [176, 188], 745),
  ];
  if (options.xl) rows.push(standoverRow('XL', [186, 200], 765));
  return { option: 'Size', rows, bikeName: options.bikeName, others: options.others };
}

/**
 * The demo bikes' frame-size charts, sent in each bike's product metadata.
 * A bike without a chart gets no metadata key, and the shop shows no size finder for it.
 */
import type { ProductSource } from './source-types.ts';

/** The metadata a product's size chart adds (none yet). */
export function sizeChartMetadata(_source: ProductSource): Record<string, string> {
  return {};
}

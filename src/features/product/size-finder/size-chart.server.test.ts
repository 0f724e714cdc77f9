import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogProducts } from '../../../../tests/support/catalog-products.ts';
import { sizeChartOf } from './size-chart.server.ts';

afterEach(() => vi.restoreAllMocks());

const variants = (sizes: string[]) =>
  sizes.map((size, index) => ({ id: `v${index}`, options: [size, 'Lake Blue'] }) as never);

/** A bike with sizes S to L and the given metadata. */
const bike = (metadata: Record<string, string>) => ({
  name: 'Test Bike',
  metadata,
  optionNames: ['Size', 'Color'],
  variants: variants(['S', 'M', 'L']),
});

const chart = (value: unknown) => ({ size_chart: JSON.stringify(value) });

describe('a bike’s size chart, read from its metadata', () => {
  it('keeps each row naming one of the product’s sizes, smallest first, in centimetres', () => {
    const read = sizeChartOf(
      bike(
        chart({
          sizes: [
            { size: 'M', height_cm: [170, 180], inseam_cm: [78, 83] },
            { size: 'S', height_cm: [160, 171] },
            { size: 'XXL', height_cm: [195, 205] },
            { size: 'L', height_cm: [179, 189], inseam_cm: null, note: 'ignored' },
          ],
        }),
      ),
    );
    expect(read).toEqual({
      option: 'Size',
      rows: [
        { size: 'S', heightCm: { min: 160, max: 171 }, inseamCm: null },
        { size: 'M', heightCm: { min: 170, max: 180 }, inseamCm: { min: 78, max: 83 } },
        { size: 'L', heightCm: { min: 179, max: 189 }, inseamCm: null },
      ],
    });
  });

  it('sizes the option the chart names', () => {
    const product = { ...bike(chart({ option: 'Frame', sizes: [{ size: 'M', height_cm: [170, 180] }] })) };
    expect(sizeChartOf({ ...product, optionNames: ['Frame', 'Color'] })?.option).toBe('Frame');
    expect(sizeChartOf(product)).toBeNull();
  });

  it('matches the option without regard to case, and names it as the product does', () => {
    const product = bike(chart({ option: 'size', sizes: [{ size: 'M', height_cm: [170, 180] }] }));
    expect(sizeChartOf(product)?.option).toBe('Size');
  });

  it('is none, without a word, when the key is missing or empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sizeChartOf(bike({ frame_material: 'Carbon' }))).toBeNull();
    expect(sizeChartOf(bike({ size_chart: ' ' }))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('is none, and logged, when malformed: not JSON, another shape, or a range that ends before it starts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const metadata of [
      { size_chart: '{"sizes": [' },
      chart([]),
      chart({ sizes: [] }),
      chart({ sizes: [{ size: 'M' }] }),
      chart({ sizes: [{ size: 'M', height_cm: ['170', '180'] }] }),
      chart({ sizes: [{ size: 'M', height_cm: [180, 170] }] }),
      chart({ sizes: [{ size: 'M', height_cm: [170, 180, 190] }] }),
      chart({ sizes: [{ size: 'M', height_cm: [170, 180], inseam_cm: [83] }] }),
    ]) {
      expect(sizeChartOf(bike(metadata)), metadata.size_chart).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(8);
    expect(String(warn.mock.calls[0]![0])).toContain('Test Bike');
  });

  it('is read once per product object: a malformed chart is logged once per object the catalogue cache keeps, not per page shown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const product = bike({ size_chart: '{"sizes": [' });
    for (let view = 0; view < 3; view++) expect(sizeChartOf(product)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    // The same metadata on a new product object (the catalogue read it again) is read again.
    expect(sizeChartOf({ ...product })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('is none when it names none of the product’s sizes', () => {
    expect(sizeChartOf(bike(chart({ sizes: [{ size: 'XXL', height_cm: [195, 205] }] })))).toBeNull();
  });
});

describe('the demo catalogue’s charts', () => {
  it('size every size of every bike, and nothing else has one', () => {
    for (const product of catalogProducts()) {
      const read = sizeChartOf(product);
      const isBike = product.optionNames.includes('Size') && product.collections.some((c) => c.slug.includes('bike'));
      if (!product.metadata.size_chart) {
        expect(read, product.slug).toBeNull();
        continue;
      }
      expect(isBike, product.slug).toBe(true);
      const sizes = [...new Set(product.variants.map((variant) => variant.options[0]))];
      expect(
        read?.rows.map((row) => row.size),
        product.slug,
      ).toEqual(sizes);
    }
    expect(catalogProducts().filter((product) => sizeChartOf(product)).length).toBe(23);
  });
});

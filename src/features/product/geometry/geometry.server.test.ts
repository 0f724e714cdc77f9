import { afterEach, describe, expect, it, vi } from 'vitest';
import { geometryOf } from './geometry.server.ts';

afterEach(() => vi.restoreAllMocks());

/** A bike with sizes S to L (listed out of order by its variants) and the given metadata. */
const bike = (metadata: Record<string, string>) => ({
  name: 'Test Bike',
  metadata,
  optionNames: ['Size', 'Color'],
  variants: ['S', 'M', 'L', 'M'].map((size, index) => ({ id: `v${index}`, options: [size, 'Lake Blue'] }) as never),
});

const geometry = (value: unknown) => ({ geometry: JSON.stringify(value) });

const FRAME = {
  reach_mm: 420,
  stack_mm: 610,
  head_angle_deg: 65.5,
  seat_angle_deg: 76.5,
  standover_mm: 715,
  wheelbase_mm: 1178,
  chainstay_mm: 435,
};

describe('a bike’s geometry, read from its metadata', () => {
  it('keeps each row naming one of the product’s sizes, in the product’s order, with its figures', () => {
    const read = geometryOf(
      bike(
        geometry({
          option: 'size',
          sizes: [
            { size: 'L', ...FRAME, reach_mm: 470 },
            { size: 'XXL', ...FRAME },
            { size: 'S', ...FRAME, wheelbase_mm: null, note: 'ignored' },
          ],
        }),
      ),
    );
    expect(read).toEqual({
      option: 'Size',
      rows: [
        { size: 'S', figures: { ...FRAME, wheelbase_mm: null } },
        { size: 'L', figures: { ...FRAME, reach_mm: 470 } },
      ],
    });
  });

  it('leaves out a size without any figure, and is null when none is left', () => {
    expect(geometryOf(bike(geometry({ sizes: [{ size: 'M' }] })))).toBeNull();
  });

  it('is null, with a warning naming the product, when not JSON, of another shape, or naming another option', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(geometryOf(bike({ geometry: '{sizes:' }))).toBeNull();
    expect(geometryOf(bike(geometry({ sizes: [{ size: 'M', reach_mm: '420' }] })))).toBeNull();
    expect(geometryOf(bike(geometry({ sizes: [{ size: 'M', head_angle_deg: 200 }] })))).toBeNull();
    expect(geometryOf(bike(geometry({ sizes: [{ size: 'M', stack_mm: 0 }] })))).toBeNull();
    expect(geometryOf(bike(geometry({ option: 'Frame', sizes: [{ size: 'M', ...FRAME }] })))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    for (const [message] of warn.mock.calls) expect(message).toContain('Test Bike');
  });

  it('is null without the key, quietly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(geometryOf(bike({}))).toBeNull();
    expect(geometryOf(bike({ geometry: '  ' }))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

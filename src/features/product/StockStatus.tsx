import type { Availability } from '~/features/catalog/stock.ts';
import { stock as t } from '~/i18n/index.ts';

function words(availability: Availability): string {
  switch (availability.kind) {
    case 'in-stock':
      return t.inStock;
    case 'low-stock':
      return t.lowStock(availability.left);
    case 'sold-out':
      return t.soldOut;
    case 'backorder':
      return t.backorder;
  }
}

// The words carry the meaning; the colour and the dot only repeat it.
const TONES: Record<Availability['kind'], string> = {
  'in-stock': 'text-emerald-800 dark:text-emerald-300',
  'low-stock': 'text-amber-800 dark:text-amber-300',
  'sold-out': 'text-red-700 dark:text-red-400',
  backorder: 'text-sky-800 dark:text-sky-300',
};

/**
 * The selection's availability in words ("In stock", "Only 3 left", "Sold out", "Available on
 * back-order"). The line is always there, empty until there is something to say, so that a screen
 * reader hears each change.
 */
export function StockStatus({ availability }: { availability: Availability | null }) {
  return (
    <p
      className={`flex min-h-5 items-center gap-2 text-sm font-semibold ${availability ? TONES[availability.kind] : ''}`}
      aria-live="polite"
    >
      {availability && (
        <>
          <span className="size-2 rounded-full bg-current" aria-hidden="true" />
          {words(availability)}
        </>
      )}
    </p>
  );
}

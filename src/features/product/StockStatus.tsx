import type { Availability } from '~/features/catalog/stock.ts';
import { delivery } from '~/features/catalog/delivery.ts';
import { deliveryText } from '~/features/catalog/delivery-text.ts';
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
 * back-order"), and under it when it ships ("Ships in 2–4 business days", "Expected week of …";
 * nothing when sold out). Both lines are always there, empty until there is something to say, so
 * that a screen reader hears each change. `backorderDate` is the chosen variant's (see delivery.ts).
 */
export function StockStatus({
  availability,
  backorderDate = null,
}: {
  availability: Availability | null;
  backorderDate?: string | null;
}) {
  const shipping = delivery(availability, backorderDate);
  return (
    <div className="space-y-1">
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
      {/* A page kept from yesterday may be drawn on a day its date has passed: the browser's day wins, quietly. */}
      <p className="min-h-5 text-sm text-subtle" aria-live="polite" suppressHydrationWarning>
        {shipping && deliveryText(shipping)}
      </p>
    </div>
  );
}

/**
 * Stock as the product page, the cards and the cart say it (the rules are
 * src/features/catalog/stock.ts).
 */
import { formatter } from './message-format.ts';

const fmt = formatter('en-CA');

export const stock = {
  inStock: 'In stock',
  lowStock: fmt<[left: number]>('Only {0} left'),
  soldOut: 'Sold out',
  backorder: 'Available on back-order',
  /** The words after a sold-out option value: "M – Sold out". */
  valueSoldOut: ' – Sold out',
  soldOutChoice: 'This choice is sold out',
  stockCap: fmt<[left: number]>('Only {0} left in stock'),
  limitCap: fmt<[limit: number]>('Limit of {0} per order'),
  soldOutSinceAdded: 'Sold out since you added it',
  /** When a variant ships (~/features/catalog/delivery.ts); `week` is a formatted date, the week's Monday. */
  shipsIn: fmt<[min: number, max: number]>('Ships in {0}–{1} business days'),
  expectedWeek: fmt<[week: string]>('Expected week of {0}'),
  shipsWhenRestocked: 'Back-ordered: ships when restocked',
  /** Under a sold-out choice; opens the back-in-stock form (its words are `backInStock`). */
  notifyWhenBack: 'Notify me when it is back',
};

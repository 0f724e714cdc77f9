/**
 * Stock as the product page, the cards and the cart say it (the rules are
 * src/features/catalog/stock.ts). A module of its own so that pages without
 * products, whose header and cart load the shared catalogue, do not carry it.
 */
export const stock = {
  inStock: 'In stock',
  lowStock: (left: number) => `Only ${left} left`,
  soldOut: 'Sold out',
  backorder: 'Available on back-order',
  /** The words after a sold-out option value: "M – Sold out". */
  valueSoldOut: ' – Sold out',
  soldOutChoice: 'This choice is sold out',
  stockCap: (left: number) => `Only ${left} left in stock`,
  limitCap: (limit: number) => `Limit of ${limit} per order`,
  soldOutSinceAdded: 'Sold out since you added it',
  /** When a variant ships (~/features/catalog/delivery.ts); `week` is a formatted date, the week's Monday. */
  shipsIn: (min: number, max: number) => `Ships in ${min}–${max} business days`,
  expectedWeek: (week: string) => `Expected week of ${week}`,
  shipsWhenRestocked: 'Back-ordered: ships when restocked',
  /** Under a sold-out choice; opens the back-in-stock form (its words are `backInStock`, loaded with it). */
  notifyWhenBack: 'Notify me when it is back',
};

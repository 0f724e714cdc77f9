/** What the shop says of when a variant ships (see ./delivery.ts), in the page's language. */
import { stock as t } from '~/i18n/index.ts';
import { formatCalendarDate } from '~/lib/dates.ts';
import type { Delivery } from './delivery.ts';

export function deliveryText(delivery: Delivery): string {
  switch (delivery.kind) {
    case 'ships':
      return t.shipsIn(delivery.minDays, delivery.maxDays);
    case 'expected':
      // A calendar date read as midnight UTC, as formatCalendarDate formats it.
      return t.expectedWeek(formatCalendarDate(new Date(`${delivery.weekOf}T00:00:00Z`)));
    case 'when-restocked':
      return t.shipsWhenRestocked;
  }
}

/** What the cart says of a line's stock (see lineStockNotice), in the page's language. */
import { stock as stockWords } from '~/i18n/index.ts';
import type { LineStockNotice } from './line-stock.ts';

export function stockNoticeText(notice: LineStockNotice): string {
  if (notice.kind === 'sold-out') return stockWords.soldOutSinceAdded;
  return notice.kind === 'stock' ? stockWords.stockCap(notice.max) : stockWords.limitCap(notice.max);
}

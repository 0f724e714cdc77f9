/**
 * One line of the cart drawer: its picture, name and options, price, stock
 * and delivery notices, quantity buttons and Remove.
 */
import { useId } from 'react';
import type { CartLine } from '~/lib/surecart/checkout-types.ts';
import { formatMoney } from '~/lib/money.ts';
import { cartDrawer as t, href, platformWords } from '~/i18n/index.ts';
import { stockNoticeText } from './stock-notice-text.ts';
import { shownTerm } from '~/i18n/platform-words.ts';
import { MinusIcon, PlusIcon, SpinnerIcon, TrashIcon } from '~/components/ui/icons.tsx';
import { notifyError } from '~/features/notifications/notify.ts';
import { isPurchasable, isTemporaryLine } from './cart-lines.ts';
import { canLowerQuantity, canRaiseQuantity, lineStockNotice } from './line-stock.ts';
import { lineDelivery } from '~/features/catalog/delivery.ts';
import { deliveryText } from '~/features/catalog/delivery-text.ts';
import { Button } from '~/components/ui/Button.tsx';
import { LineImage } from './LineImage.tsx';
import { $cartOpen, changeQuantity, removeFromCart } from './store.ts';

/** A refused cart change, told to the shopper in a toast with the message it carries. */
export const reportFailure = (error: unknown) => notifyError(error instanceof Error ? error.message : String(error));

/** One line of the cart; `lines` are all of them, whose lines of the same stock share its units. */
export function CartLineRow({ line, lines, busy }: { line: CartLine; lines: readonly CartLine[]; busy: boolean }) {
  const locked = busy || isTemporaryLine(line);
  const gone = !isPurchasable(line);
  const notice = lineStockNotice(line, lines);
  const noticeId = useId();
  // Only a line that can be bought as it stands says when it ships.
  const shipping =
    !gone && notice?.kind !== 'sold-out' ? lineDelivery(line.stock, line.quantity, line.backorderDate) : null;
  return (
    <li className="relative flex gap-4 py-4" aria-busy={busy || undefined}>
      <LineImage url={line.imageUrl} srcSet={line.imageSrcSet} size="large" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="leading-snug font-semibold text-ink">
          {line.productSlug ? (
            <a
              href={href(`/product/${line.productSlug}`)}
              onClick={() => $cartOpen.set(false)}
              className="hover:underline"
            >
              {line.productName}
            </a>
          ) : (
            line.productName
          )}
        </p>
        {line.variantOptions.length > 0 && (
          <p className="text-sm text-subtle">
            {line.variantOptions.map((value) => shownTerm(platformWords, 'optionValue', value)).join(' / ')}
          </p>
        )}
        {line.priceName && (
          <p className="text-sm text-subtle">{shownTerm(platformWords, 'priceName', line.priceName)}</p>
        )}
        {shipping && <p className="text-sm text-subtle">{deliveryText(shipping)}</p>}
        {notice ? (
          <p
            id={noticeId}
            className={`text-sm font-semibold ${gone ? 'text-red-700 dark:text-red-400' : 'text-amber-800 dark:text-amber-300'}`}
          >
            {stockNoticeText(notice)}
          </p>
        ) : (
          gone && <p className="text-sm font-semibold text-red-700 dark:text-red-400">{t.noLongerAvailable}</p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <div
            className="inline-flex items-center rounded-full border border-line"
            role="group"
            aria-label={`${t.quantity}: ${line.productName}`}
          >
            <Button
              variant="icon"
              size="sm"
              aria-label={t.decrease(line.productName)}
              disabled={locked || !canLowerQuantity(line, lines)}
              onClick={() => changeQuantity(line.id, line.quantity - 1).catch(reportFailure)}
              className="disabled:opacity-40"
            >
              <MinusIcon className="h-4 w-4" />
            </Button>
            <output
              className="min-w-8 text-center text-sm font-semibold tabular-nums"
              aria-live="polite"
              aria-label={t.quantity}
            >
              {line.quantity}
            </output>
            <Button
              variant="icon"
              size="sm"
              aria-label={t.increase(line.productName)}
              aria-describedby={notice ? noticeId : undefined}
              disabled={locked || !canRaiseQuantity(line, lines)}
              onClick={() => changeQuantity(line.id, line.quantity + 1).catch(reportFailure)}
              className="disabled:opacity-40"
            >
              <PlusIcon className="h-4 w-4" />
            </Button>
          </div>
          <p className="text-sm font-semibold text-ink">
            {formatMoney(line.unitAmount, line.currency)} <span className="font-normal text-subtle">{t.unitPrice}</span>
          </p>
          <Button
            variant="icon"
            size="sm"
            aria-label={t.remove(line.productName)}
            disabled={locked}
            onClick={() => removeFromCart(line.id).catch(reportFailure)}
            className="text-subtle hover:text-ink disabled:opacity-40"
          >
            <TrashIcon className="h-4 w-4" />
          </Button>
        </div>
      </div>
      {busy && (
        <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-surface/70" role="status">
          <SpinnerIcon className="h-6 w-6 text-ink" />
          <span className="sr-only">{t.updating}</span>
        </div>
      )}
    </li>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { CartLine } from '~/lib/surecart/checkout-types.ts';
import { formatMoney } from '~/lib/money.ts';
import { SHOP_CURRENCY } from '~/lib/store-policy.ts';
import { cartDrawer as t, href, platformWords } from '~/i18n/index.ts';
import { stockNoticeText } from './stock-notice-text.ts';
import { shownTerm } from '~/i18n/platform-words.ts';
import { CartIcon, MinusIcon, PlusIcon, SpinnerIcon, TrashIcon } from '~/components/ui/icons.tsx';
import { notifyError } from '~/features/notifications/notify.ts';
import { isPurchasable, isTemporaryLine } from './cart-lines.ts';
import { canLowerQuantity, canRaiseQuantity, lineStockNotice } from './line-stock.ts';
import { lineDelivery } from '~/features/catalog/delivery.ts';
import { deliveryText } from '~/features/catalog/delivery-text.ts';
import { Sheet } from '~/components/ui/Sheet.tsx';
import { Button } from '~/components/ui/Button.tsx';
import { IconBadge } from '~/components/ui/IconBadge.tsx';
import { LineImage } from './LineImage.tsx';
import {
  $cart,
  $cartOpen,
  $cartSubtotal,
  changeQuantity,
  clearCart,
  confirmedCheckout,
  hasUnconfirmedChanges,
  removeFromCart,
} from './store.ts';

const reportFailure = (error: unknown) => notifyError(error instanceof Error ? error.message : String(error));

/** One line of the cart; `lines` are all of them, whose lines of the same stock share its units. */
function LineRow({ line, lines, busy }: { line: CartLine; lines: readonly CartLine[]; busy: boolean }) {
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

/**
 * While the drawer is open, the page says so (`data-cart-open` on the root)
 * with the height of the drawer's actions (`--cart-actions-height`), so the
 * toasts' stylesheet can keep them clear of Checkout and Clear cart.
 */
function useKeepToastsClear(open: boolean) {
  // A callback ref: the drawer's content mounts after the open state changes, so the effect waits for it.
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const root = document.documentElement;
    if (!open || !footer) return;
    const measure = () => root.style.setProperty('--cart-actions-height', `${footer.offsetHeight}px`);
    measure();
    root.dataset.cartOpen = '';
    const resized = new ResizeObserver(measure);
    resized.observe(footer);
    return () => {
      resized.disconnect();
      delete root.dataset.cartOpen;
      root.style.removeProperty('--cart-actions-height');
    };
  }, [open, footer]);
  return setFooter;
}

/** "Review Your Cart": a focus-trapped side sheet with the lines, the subtotal and Checkout. */
export default function CartDrawerDialog() {
  const open = useStore($cartOpen);
  const { lines, busyLineIds, loading, checkout } = useStore($cart);
  const subtotal = useStore($cartSubtotal);
  const currency = lines[0]?.currency ?? checkout?.currency ?? SHOP_CURRENCY;

  const [leaving, setLeaving] = useState(false);
  const actions = useKeepToastsClear(open);

  const onCheckout = () => {
    if (!hasUnconfirmedChanges()) {
      if (checkout?.portalUrl) window.open(checkout.portalUrl, '_blank', 'noopener');
      return;
    }
    // A change is still on its way: the checkout must open with the cart the server confirms, not the one
    // before. A browser lets a click open a tab only at once, so the tab opens now, empty, and is sent to the
    // checkout once the change is confirmed (or closed when it was refused: the shopper then sees the cart).
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setLeaving(true);
    confirmedCheckout()
      .then((confirmed) => {
        if (confirmed?.portalUrl && tab) tab.location.href = confirmed.portalUrl;
        else tab?.close();
      })
      .catch((error: unknown) => {
        tab?.close();
        void reportFailure(error);
      })
      .finally(() => setLeaving(false));
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => $cartOpen.set(next)}
      side="right"
      title={t.title}
      description={t.description}
      closeLabel={t.close}
    >
      {loading && lines.length === 0 ? (
        <div className="flex flex-1 items-center justify-center" role="status">
          <SpinnerIcon className="h-6 w-6" />
          <span className="sr-only">{t.loading}</span>
        </div>
      ) : lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 text-center">
          <IconBadge icon={CartIcon} size="xl" />
          <p className="text-lg font-semibold">{t.emptyTitle}</p>
          <p className="text-subtle">{t.emptyText}</p>
          <Button href={href('/shop')} onClick={() => $cartOpen.set(false)} className="mt-3">
            {t.continueShopping}
          </Button>
        </div>
      ) : (
        <ul className="flex-1 divide-y divide-line overflow-y-auto px-5" aria-label={t.lines}>
          {lines.map((line) => (
            <LineRow key={line.id} line={line} lines={lines} busy={busyLineIds.includes(line.id)} />
          ))}
        </ul>
      )}

      <div ref={actions} className="space-y-3 border-t border-line px-5 py-5">
        <div className="flex items-center justify-between text-base font-semibold">
          <span>{t.subtotal}</span>
          <span data-testid="cart-subtotal">{formatMoney(subtotal, currency)}</span>
        </div>
        <p className="text-sm text-subtle">{t.taxesNote}</p>
        <Button
          size="lg"
          onClick={onCheckout}
          disabled={leaving || lines.length === 0 || !checkout?.portalUrl}
          aria-busy={leaving}
          className="w-full"
        >
          {leaving && <SpinnerIcon className="h-5 w-5" />}
          {t.checkout}
          <span className="sr-only"> ({t.checkoutNewTab})</span>
        </Button>
        {lines.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => clearCart().catch(reportFailure)}
            className="w-full py-2 font-medium"
          >
            {t.clear}
          </Button>
        )}
      </div>
    </Sheet>
  );
}

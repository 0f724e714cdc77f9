import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatMoney } from '~/lib/money.ts';
import { SHOP_CURRENCY } from '~/lib/store-policy.ts';
import { cartDrawer as t, href } from '~/i18n/index.ts';
import { CartIcon, SpinnerIcon } from '~/components/ui/icons.tsx';
import { Sheet } from '~/components/ui/Sheet.tsx';
import { Button } from '~/components/ui/Button.tsx';
import { IconBadge } from '~/components/ui/IconBadge.tsx';
import { CartLineRow, reportFailure } from './CartLineRow.tsx';
import { $cart, $cartOpen, $cartSubtotal, clearCart, confirmedCheckout, hasUnconfirmedChanges } from './store.ts';

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
            <CartLineRow key={line.id} line={line} lines={lines} busy={busyLineIds.includes(line.id)} />
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

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Checkout } from '~/lib/surecart/checkout-types.ts';
import { getOrderCheckout } from '~/lib/surecart/checkout.ts';
import { formatMoney } from '~/lib/money.ts';
import { thankYou as t, href, platformWords } from '~/i18n/index.ts';
import { documentTitle } from '~/lib/page-title.ts';
import { shownTerm } from '~/i18n/platform-words.ts';
import { SpinnerIcon, CheckIcon, MailIcon } from '~/components/ui/icons.tsx';
import { Button } from '~/components/ui/Button.tsx';
import { IconBadge } from '~/components/ui/IconBadge.tsx';
import { LineImage } from './LineImage.tsx';
import { forgetPaidCheckout } from './store.ts';
import { $auth } from '~/features/auth/store.ts';

interface Props {
  /** The `sc_order` parameter: the paid checkout's id. */
  checkoutId: string | null;
}

type State = { status: 'loading' } | { status: 'ready'; order: Checkout } | { status: 'missing' };

/** The thank-you page's body: loading, then the order, or Order Not Found. */
function OrderConfirmation({ checkoutId }: Props) {
  // Signed-in shoppers already have an account; guests are asked to activate the one their order created.
  // While a stored session is being resumed, the notice waits rather than flashing for a signed-in shopper.
  const { user, loading } = useStore($auth, { keys: ['user', 'loading'] });
  const guest = !user && !loading;
  const [state, setState] = useState<State>(checkoutId ? { status: 'loading' } : { status: 'missing' });

  useEffect(() => {
    if (!checkoutId) return;
    const controller = new AbortController();
    getOrderCheckout(checkoutId, controller.signal).then(
      (order) => {
        setState({ status: 'ready', order });
        // The cart became this order: the shop's cart is empty from now on.
        forgetPaidCheckout(order.id);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(t.notFoundText, error);
        setState({ status: 'missing' });
      },
    );
    return () => controller.abort();
  }, [checkoutId]);

  // The server titles the page for an order it has not read yet; once none is found, the tab says so too.
  const missing = state.status === 'missing';
  useEffect(() => {
    if (missing) document.title = documentTitle(t.notFoundTitle);
  }, [missing]);

  if (state.status === 'loading') {
    return (
      <div className="flex flex-col items-center gap-3 py-24 text-subtle" role="status">
        <SpinnerIcon className="h-8 w-8" />
        <p>{t.loading}</p>
      </div>
    );
  }

  if (state.status === 'missing') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t.notFoundTitle}</h1>
        <p className="mt-4 text-lg text-subtle">{t.notFoundText}</p>
        <Button href={href('/shop')} className="mt-8">
          {t.continueShopping}
        </Button>
      </section>
    );
  }

  const { order } = state;
  const money = (cents: number) => formatMoney(cents, order.currency);
  const rows: [string, number][] = [
    [t.subtotal, order.subtotalAmount],
    ...(order.discountAmount ? ([[t.discount, -order.discountAmount]] as [string, number][]) : []),
    [t.shipping, order.shippingAmount],
    [t.tax, order.taxAmount],
  ];
  return (
    <div className="mx-auto max-w-3xl py-12">
      <div className="text-center">
        <IconBadge icon={CheckIcon} tone="success" size="lg" />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t.heading}</h1>
        <p className="mt-3 text-subtle">{t.confirmed}</p>
        {order.orderNumber && <p className="mt-1 text-sm text-subtle">{t.orderReference(order.orderNumber)}</p>}
      </div>

      {/* A next step, drawn like the page's other panels: the brand's red tint would read as an error. */}
      {guest && (
        <aside
          className="mt-8 flex items-start gap-4 rounded-2xl border border-line bg-surface p-5 text-ink"
          aria-labelledby="activate-title"
        >
          <IconBadge icon={MailIcon} />
          <div>
            <p className="text-xs font-semibold tracking-wide text-subtle uppercase">{t.nextStep}</p>
            <h2 id="activate-title" className="mt-1 font-semibold">
              {t.activateTitle}
            </h2>
            <p className="mt-1 text-sm text-subtle">{t.activateText}</p>
          </div>
        </aside>
      )}

      <section className="mt-8 rounded-2xl border border-line bg-surface p-5 sm:p-6" aria-labelledby="order-items">
        <h2 id="order-items" className="text-lg font-bold">
          {t.items}
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {order.lines.map((line) => (
            <li key={line.id} className="flex items-center gap-4 py-4">
              <LineImage url={line.imageUrl} srcSet={line.imageSrcSet} size="small" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{line.productName}</p>
                {line.variantOptions.length > 0 && (
                  <p className="text-sm text-subtle">
                    {line.variantOptions.map((value) => shownTerm(platformWords, 'optionValue', value)).join(' / ')}
                  </p>
                )}
                <p className="text-sm text-subtle">{t.quantity(line.quantity)}</p>
              </div>
              <p className="font-semibold tabular-nums">{money(line.unitAmount * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
          {rows.map(([label, amount]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-subtle">{label}</dt>
              <dd className="tabular-nums">{money(amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-line pt-3 text-base font-bold">
            <dt>{t.total}</dt>
            <dd className="tabular-nums" data-testid="order-total">
              {money(order.totalAmount)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-xs text-subtle">{t.currency(order.currency)}</p>
      </section>
      <div className="mt-8 text-center">
        <Button href={href('/shop')}>{t.continueShopping}</Button>
      </div>
    </div>
  );
}

export default OrderConfirmation;

import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { Price, Product } from '~/lib/surecart/types.ts';
import { formatMoney, formatWholeMoney } from '~/lib/money.ts';
import { PRODUCT_PAGE_FREE_SHIPPING_THRESHOLD } from '~/lib/store-policy.ts';
import { cart as cartMessages, platformWords, productPage as t, stock as stockWords } from '~/i18n/index.ts';
import { shownTerm } from '~/i18n/platform-words.ts';
import { CartIcon } from '~/components/ui/icons.tsx';
import { $cart, $cartOpen, addToCart } from '~/features/cart/store.ts';
import { addRefusedByStock, type LineStockNotice } from '~/features/cart/line-stock.ts';
import { stockNoticeText } from '~/features/cart/stock-notice-text.ts';
import {
  allOptionsChosen,
  checkAddToCart,
  choosePrice,
  displayedAmount,
  initialSelection,
  resolveVariant,
  selectionAvailability,
  type Selection,
} from './selection.ts';
import { $selectedVariant } from './selected-variant.ts';
import { StockStatus } from './StockStatus.tsx';
import { NotifyMe } from './NotifyMe.tsx';
import { OptionChoice, optionName } from './OptionChoice.tsx';
import type { SizeChart } from './size-finder/size-chart-types.ts';

/** Toasts are announced after a click: their module loads then, not with the page. */
const notifications = () => import('~/features/notifications/notify.ts');

export type PurchaseProduct = Pick<
  Product,
  'id' | 'name' | 'slug' | 'optionNames' | 'variants' | 'prices' | 'stock'
> & {
  /** Shown on the temporary cart line until the server confirms it. */
  imageUrl: string | null;
  /** The file a temporary cart line shows for a variant's picture, by the picture's address (see cartLinePictures). */
  linePictures?: Readonly<Record<string, string>>;
  /** The bike's size chart: the size finder shows beside its option's picker. Null: no size finder. */
  sizeChart?: SizeChart | null;
};

interface Props {
  product: PurchaseProduct;
  /** A deep link's price and variant (`?price=…&variant=…`). */
  wanted?: { priceId: string | null; variantId: string | null };
}

// The platform's price names are shown in the page's language.
const priceLabel = (price: Price) =>
  `${price.name ? shownTerm(platformWords, 'priceName', price.name) : t.standardPrice} – ${formatMoney(price.amount, price.currency)}`;

/** What a message under Add to Cart names as not chosen yet: the options by their shown names, then the price. */
const stillToChoose = (product: PurchaseProduct, selection: Selection) => [
  ...product.optionNames.filter((_, index) => selection.options[index] == null).map(optionName),
  ...(selection.priceId ? [] : [t.choosePrice]),
];

/** What the disabled Add to Cart says when the cart already holds all it may: every unit left, or the order's limit. */
const refusedText = (notice: LineStockNotice) =>
  notice.kind === 'stock' ? t.allInCart(notice.max) : stockNoticeText(notice);

/** The toast's way to the cart: the drawer every page has. */
const viewCartAction = () => ({ label: cartMessages.viewCart, onClick: () => $cartOpen.set(true) });

/** Keeps the selection for this product; a different product starts a fresh one. */
function useSelection(product: PurchaseProduct, wanted: Props['wanted']) {
  const [state, setState] = useState(() => ({ productId: product.id, selection: initialSelection(product, wanted) }));
  const selection = state.productId === product.id ? state.selection : initialSelection(product);
  const update = (next: Selection) => setState({ productId: product.id, selection: next });
  return [selection, update] as const;
}

/** The product page's price, options, price choice and Add to Cart. */
function PurchasePanel({ product, wanted }: Props) {
  const [selection, setSelection] = useSelection(product, wanted);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const variant = useMemo(() => resolveVariant(product, selection), [product, selection]);
  const amount = displayedAmount(product, selection);
  const status = selectionAvailability(product, selection);
  const soldOut = status?.kind === 'sold-out';
  // Once what is chosen names one stock (a variant, or a product without any), the cart may already hold all
  // of it, or the most one order may have: Add to Cart then says so, disabled, as the cart's plus button does.
  // The cart is the browser's: the server draws an empty one, and so does hydration, whenever the cart loaded.
  const { lines } = useStore($cart, { ssr: 'initial' });
  const oneStockChosen = product.variants.length === 0 || (allOptionsChosen(selection) && variant !== null);
  const refused = oneStockChosen
    ? addRefusedByStock(lines, {
        productId: product.id,
        priceId: selection.priceId ?? '',
        variantId: variant?.id ?? null,
      })
    : null;

  useEffect(() => {
    $selectedVariant.set(
      variant ? { productId: product.id, options: variant.options, mediaUrl: variant.mediaUrl } : null,
    );
  }, [product.id, variant]);

  const update = (next: Selection) => {
    setError(null);
    setSelection(next);
  };

  const onAdd = () => {
    const check = checkAddToCart(product, selection);
    if (!check.ok) {
      const missing = stillToChoose(product, selection);
      setError(missing.length > 0 ? `${check.message}. ${t.stillToChoose(missing)}.` : check.message);
      return;
    }
    setError(null);
    addToCart({
      productId: product.id,
      productName: product.name,
      productSlug: product.slug,
      priceId: check.price.id,
      priceName: check.price.name,
      unitAmount: check.variant?.amount ?? check.price.amount,
      currency: check.price.currency,
      variantId: check.variant?.id ?? null,
      variantOptions: check.variant?.options ?? [],
      imageUrl: check.variant?.mediaUrl
        ? (product.linePictures?.[check.variant.mediaUrl] ?? check.variant.mediaUrl)
        : product.imageUrl,
      stock: { ...product.stock, available: check.variant?.available ?? product.stock.available },
      backorderDate: check.variant?.backorderDate ?? null,
    }).then(
      () =>
        notifications().then(({ notifySuccess }) => notifySuccess(cartMessages.added, product.name, viewCartAction())),
      (failure: unknown) =>
        notifications().then(({ notifyError }) =>
          notifyError(failure instanceof Error ? failure.message : cartMessages.addFailed),
        ),
    );
  };

  return (
    <div className="space-y-6">
      {amount && (
        <p className="text-3xl font-bold tracking-tight text-ink" data-testid="product-price" aria-live="polite">
          {formatMoney(amount.amount, amount.currency)}
        </p>
      )}

      {product.optionNames.map((name, index) => (
        <OptionChoice
          key={name}
          product={product}
          selection={selection}
          index={index}
          amount={amount}
          onChange={update}
        />
      ))}

      {product.prices.length > 1 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t.choosePrice}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {product.prices.map((price) => (
              <label
                key={price.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 text-sm text-ink has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent dark:has-[:checked]:border-accent dark:has-[:checked]:ring-accent"
              >
                <input
                  type="radio"
                  name="price"
                  value={price.id}
                  checked={selection.priceId === price.id}
                  onChange={() => update(choosePrice(selection, price.id))}
                  // Drawn by the shop, not the engine: some engines keep a white native disc in the dark theme.
                  className="size-4 shrink-0 appearance-none rounded-full border-2 border-subtle bg-surface checked:border-[5px] checked:border-brand focus-visible:outline-none dark:checked:border-accent"
                />
                <span>{priceLabel(price)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="space-y-3">
        <StockStatus availability={status} backorderDate={variant?.backorderDate} />
        {/* Not the shared Button: its class merger would add 3 KB gzip to what the product page loads at first. */}
        {soldOut || refused ? (
          <button
            type="button"
            disabled
            className="inline-flex w-full items-center justify-center rounded-full border-2 border-line px-8 py-4 text-base font-semibold text-subtle sm:w-auto"
          >
            {soldOut ? stockWords.soldOut : refusedText(refused!)}
          </button>
        ) : (
          <button
            type="button"
            onClick={onAdd}
            aria-describedby={error ? errorId : undefined}
            className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand px-8 py-4 text-base font-semibold text-white shadow-sm hover:bg-brand-strong focus-visible:outline-offset-4 sm:w-auto"
          >
            <CartIcon className="h-5 w-5" />
            {t.addToCart}
          </button>
        )}
        {/* A request names one variant: offered once every option is chosen, so it is the one the shopper wants. */}
        {soldOut && oneStockChosen && variant && (
          <NotifyMe
            productSlug={product.slug}
            variantId={variant.id}
            choice={variant.options.map((value) => shownTerm(platformWords, 'optionValue', value)).join(' / ')}
          />
        )}
        {refused && !soldOut && (
          <button
            type="button"
            onClick={() => $cartOpen.set(true)}
            className="block text-sm font-semibold text-ink underline underline-offset-4 hover:text-brand dark:hover:text-accent"
          >
            {cartMessages.viewCart}
          </button>
        )}
        <p id={errorId} role="alert" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
        <p className="text-sm text-subtle first-letter:uppercase">
          {t.policyLine(formatWholeMoney(PRODUCT_PAGE_FREE_SHIPPING_THRESHOLD))}
        </p>
      </div>
    </div>
  );
}

export default PurchasePanel;

/**
 * One option of the product page's purchase panel ("Choose a Size"): its
 * values as radio buttons, each with what it adds to the price and whether it
 * is sold out, and the size finder beside the option it helps choose.
 */
import { formatMoneyDifference } from '~/lib/money.ts';
import { platformWords, productPage as t, stock as stockWords } from '~/i18n/index.ts';
import { shownTerm } from '~/i18n/platform-words.ts';
import type { displayedAmount } from './selection.ts';
import { availableValues, chooseOption, isOptionEnabled, isValueSoldOut, type Selection } from './selection.ts';
import { optionPriceDifferences } from './option-prices.ts';
import { SizeFinder } from './size-finder/SizeFinder.tsx';
import type { PurchaseProduct } from './PurchasePanel.tsx';

interface OptionChoiceProps {
  product: PurchaseProduct;
  selection: Selection;
  /** Which of the product's options, by its place in `optionNames`. */
  index: number;
  /** The price the shopper would pay now, which each value's difference is counted from; null: none shown. */
  amount: ReturnType<typeof displayedAmount>;
  onChange: (next: Selection) => void;
}

// The platform's option names and values are shown in the page's language; the values themselves stay the identifiers.
export const optionName = (name: string) => shownTerm(platformWords, 'optionName', name);
export const optionValue = (value: string) => shownTerm(platformWords, 'optionValue', value);

export function OptionChoice({ product, selection, index, amount, onChange }: OptionChoiceProps) {
  const name = product.optionNames[index]!;
  const enabled = isOptionEnabled(selection, index);
  const chosen = selection.options[index] ?? null;
  const values = availableValues(product, selection, index);
  const differences = optionPriceDifferences(product, selection, index, values);
  const previous = product.optionNames[index - 1];
  return (
    <fieldset disabled={!enabled} className="group">
      <legend className="mb-2 text-sm font-semibold text-ink">
        {t.chooseOption(optionName(name))}
        {chosen && <span className="font-normal text-subtle">{t.chosenValue(optionValue(chosen))}</span>}
        {!enabled && previous && (
          <span className="ml-2 font-normal text-subtle">({t.unavailableUntil(optionName(previous))})</span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {values.map((value) => {
          const valueSoldOut = isValueSoldOut(product, selection, index, value);
          return (
            <label
              key={value}
              // A sold-out value stays choosable (its variants' status and images still show): dashed, dimmed, struck.
              data-sold-out={valueSoldOut || undefined}
              className="cursor-pointer rounded-full border border-line px-4 py-2 text-sm font-medium text-ink transition group-disabled:cursor-not-allowed group-disabled:opacity-50 hover:border-ink has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[:focus-visible]:ring-offset-2 data-[sold-out]:border-dashed data-[sold-out]:not-has-[:checked]:text-subtle dark:has-[:checked]:border-accent dark:has-[:checked]:bg-accent dark:has-[:checked]:text-on-accent"
            >
              <input
                type="radio"
                className="sr-only"
                name={`option-${index}`}
                value={value}
                checked={chosen === value}
                onChange={() => onChange(chooseOption(selection, index, value))}
                // Choosing the selected value again clears it (a checked radio fires no change).
                onClick={() => chosen === value && onChange(chooseOption(selection, index, value))}
              />
              <span className={valueSoldOut ? 'line-through' : undefined}>{optionValue(value)}</span>
              {amount && differences.has(value) && (
                // What this value adds to (or takes off) the price the shopper would pay now. The space
                // is text, so the choice's accessible name reads "750 Wh +$700", not "750 Wh+$700".
                <span className="font-normal"> {formatMoneyDifference(differences.get(value)!, amount.currency)}</span>
              )}
              {valueSoldOut && stockWords.valueSoldOut}
            </label>
          );
        })}
      </div>
      {product.sizeChart?.option === name && (
        <SizeFinder
          chart={product.sizeChart}
          choosable={values}
          soldOut={values.filter((value) => isValueSoldOut(product, selection, index, value))}
          // Only a different size: choosing the selected one again would clear it.
          onChoose={(size) => chosen !== size && onChange(chooseOption(selection, index, size))}
        />
      )}
    </fieldset>
  );
}

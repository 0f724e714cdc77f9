import { useId } from 'react';
import { Button } from '~/components/ui/Button.tsx';
import { sizeFinderDialog as t, stock as stockWords } from '~/i18n/index.ts';
import type { SizeChart, SizeChartRow } from './size-chart-types.ts';
import { recommendSize } from './recommend.ts';
import type { RememberedMeasurements } from './remembered-measurements.ts';
import { chartUsedLine, explain, heightRange, shownSize, typedAs } from './explain.ts';
import { soldOutAdvice } from './sold-out-alternative.ts';

export interface SizeFinderResultProps {
  chart: SizeChart;
  measurements: RememberedMeasurements | null;
  /** The sizes the Size picker offers now: "Choose size" shows only for these. */
  choosable: string[];
  /** Sizes with nothing left to buy: their "Choose size" says so, as the picker does. */
  soldOut?: string[];
  onChoose: (size: string) => void;
}

/**
 * The recommendation and why, in a status region so it is announced when it
 * appears or changes; the chart it read; and, when the recommended size is
 * sold out, the nearest size in stock that fits and other bikes that have
 * the rider's size.
 */
export function SizeFinderResult({ chart, measurements, choosable, soldOut = [], onChoose }: SizeFinderResultProps) {
  const recommendation = measurements && recommendSize(chart, measurements);
  const explained = recommendation && measurements ? explain(chart, recommendation, measurements) : null;
  const advice = recommendation && measurements ? soldOutAdvice(chart, measurements, recommendation, soldOut) : null;
  const choices: [SizeChartRow, string | null][] =
    recommendation?.kind === 'one'
      ? [[recommendation.row, null]]
      : recommendation?.kind === 'two'
        ? [
            [recommendation.smaller, t.smallerFit(shownSize(recommendation.smaller.size))],
            [recommendation.larger, t.largerFit(shownSize(recommendation.larger.size))],
          ]
        : [];
  if (advice?.nearest) choices.push([advice.nearest.row, null]);
  return (
    <div className="space-y-3">
      <div role="status" className="space-y-1 text-sm text-ink">
        {explained && recommendation && measurements && (
          <>
            <p className="text-base font-bold">{explained[0]}</p>
            {explained[1].map((line) => (
              <p key={line}>{line}</p>
            ))}
            {choices.map(([, fit]) => fit && <p key={fit}>{fit}</p>)}
            {advice?.soldOut.map((row) => (
              <p key={row.size} className="font-semibold">
                {t.soldOut(shownSize(row.size))}
              </p>
            ))}
            {advice && advice.soldOut.length === choices.length && !advice.nearest && <p>{t.noneInStock}</p>}
            {advice?.nearest && (
              <p>
                {advice.nearest.offCm === 0
                  ? t.nearestInStock.fits(
                      shownSize(advice.nearest.row.size),
                      typedAs(measurements).height,
                      heightRange(advice.nearest.row),
                    )
                  : t.nearestInStock.near(
                      shownSize(advice.nearest.row.size),
                      typedAs(measurements).height,
                      heightRange(advice.nearest.row),
                      advice.nearest.offCm,
                    )}
              </p>
            )}
            <p className="text-subtle">{chartUsedLine(chart, recommendation, measurements.inseamCm)}</p>
          </>
        )}
      </div>
      {choices.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {choices
            .filter(([row]) => choosable.includes(row.size))
            .map(([row]) => (
              <Button key={row.size} variant="secondary" size="sm" onClick={() => onChoose(row.size)}>
                {t.choose(shownSize(row.size))}
                {soldOut.includes(row.size) && stockWords.valueSoldOut}
              </Button>
            ))}
        </div>
      )}
      {advice && advice.others.length > 0 && <OtherBikes others={advice.others} />}
    </div>
  );
}

/** Links to other bikes with the rider's sold-out size in stock, grouped under that size. */
function OtherBikes({ others }: { others: NonNullable<ReturnType<typeof soldOutAdvice>>['others'] }) {
  const id = useId();
  const sizes = [...new Set(others.map(({ size }) => size))];
  return (
    <>
      {sizes.map((size, index) => (
        <section key={size} aria-labelledby={`${id}-${index}`} className="text-sm">
          <h3 id={`${id}-${index}`} className="font-semibold text-ink">
            {t.otherBikes(shownSize(size))}
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {others
              .filter((other) => other.size === size)
              .map(({ bike }) => (
                <li key={bike.href}>
                  <a
                    href={bike.href}
                    className="font-medium text-brand underline underline-offset-4 hover:text-brand-strong dark:text-accent"
                  >
                    {bike.name}
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

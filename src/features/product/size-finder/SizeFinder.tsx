import { useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { platformWords, sizeFinder as t, stock as stockWords } from '~/i18n/index.ts';
import { withWords } from '~/i18n/load-words.ts';
import { shownTerm } from '~/i18n/platform-words.ts';
import { reportLoadFailure } from '~/i18n/lazy-with-words.tsx';
import type { SizeChart } from './size-chart-types.ts';
import { recommendSize, recommendedSizes } from './recommend.ts';
import { $measurements } from './remembered-measurements.ts';
import type { SizeFinderDialogProps } from './SizeFinderDialog.tsx';

interface Props {
  chart: SizeChart;
  /** The sizes the Size picker offers now: "Choose size" shows only for these. */
  choosable: string[];
  /** Sizes with nothing left to buy (given the choices before Size): "Your size" says so beside them. */
  soldOut?: string[];
  /** Selects a size in the Size picker. */
  onChoose: (size: string) => void;
}

type Dialog = ComponentType<SizeFinderDialogProps>;

/** The dialog and its rules load on the first click, not with the page. */
const loadDialog = withWords(['sizeFinderDialog'], () => import('./SizeFinderDialog.tsx'));

const shownSize = (size: string) => shownTerm(platformWords, 'optionValue', size);

/**
 * Beside the Size picker: "Your size: M" from the remembered measurements,
 * and the button that opens the size finder (prefilled once measurements
 * are remembered). One button throughout, so focus returns to it when the
 * dialog closes even after its words change.
 */
export function SizeFinder({ chart, choosable, soldOut = [], onChoose }: Props) {
  // Hydrates as the server rendered it (nothing remembered), then shows what the browser remembers.
  const measurements = useStore($measurements, { ssr: 'initial' });
  const [dialog, setDialog] = useState<{ Dialog: Dialog } | null>(null);
  const [open, setOpen] = useState(false);
  // A recommended size that is sold out is named as the picker names it ("M – Sold out"), so the finder never leads to it unawares.
  const named = (size: string) => shownSize(size) + (soldOut.includes(size) ? stockWords.valueSoldOut : '');
  const sizes = measurements ? recommendedSizes(recommendSize(chart, measurements)).map(named) : null;

  const openDialog = () => {
    if (dialog) {
      setOpen(true);
      return;
    }
    loadDialog().then(
      (module) => {
        setDialog({ Dialog: module.SizeFinderDialog });
        setOpen(true);
      },
      (error: unknown) => reportLoadFailure(error),
    );
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {sizes && (
        <p className="font-semibold text-ink">
          {sizes.length === 0
            ? t.noSize
            : t.yourSize(sizes.length === 1 ? sizes[0]! : t.eitherSize(sizes[0]!, sizes[1]!))}
        </p>
      )}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={openDialog}
        className="rounded font-medium text-brand underline underline-offset-4 hover:text-brand-strong dark:text-accent"
      >
        {measurements ? t.change : t.findYourSize}
      </button>
      {dialog && (
        <dialog.Dialog
          open={open}
          onOpenChange={setOpen}
          chart={chart}
          choosable={choosable}
          soldOut={soldOut}
          onChoose={(size) => {
            onChoose(size);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

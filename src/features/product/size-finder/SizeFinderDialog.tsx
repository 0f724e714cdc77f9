import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import { Button } from '~/components/ui/Button.tsx';
import { TextField } from '~/components/ui/TextField.tsx';
import { CONTROL_CLASSES } from '~/components/ui/FormField.tsx';
import { platformWords, sizeFinder, sizeFinderDialog as t, stock as stockWords } from '~/i18n/index.ts';
import { shownTerm } from '~/i18n/platform-words.ts';
import type { SizeChart, SizeChartRow } from './size-chart-types.ts';
import { recommendSize, type Recommendation } from './recommend.ts';
import {
  $measurements,
  HEIGHT_RANGE_CM,
  INSEAM_RANGE_CM,
  rememberMeasurements,
  type RememberedMeasurements,
} from './remembered-measurements.ts';
import {
  CM_PER_INCH,
  feetAndInches,
  HEIGHT_RANGE_IN,
  INSEAM_RANGE_IN,
  inputFor,
  readMeasurements,
  type FieldError,
  type MeasurementInput,
} from './measurement-form.ts';

export interface SizeFinderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chart: SizeChart;
  /** The sizes the Size picker offers now: "Choose size" shows only for these. */
  choosable: string[];
  /** Sizes with nothing left to buy: their "Choose size" says so, as the picker does. */
  soldOut?: string[];
  onChoose: (size: string) => void;
}

/**
 * The size finder: height (centimetres, or feet and inches) and an optional
 * inseam, checked; then this bike's size for them and why, announced. The
 * measurements are remembered for every bike. Opens prefilled with them,
 * showing their result at once.
 */
export function SizeFinderDialog({
  open,
  onOpenChange,
  chart,
  choosable,
  soldOut = [],
  onChoose,
}: SizeFinderDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} description={t.description} closeLabel={t.close}>
      <SizeFinderForm chart={chart} choosable={choosable} soldOut={soldOut} onChoose={onChoose} />
    </Modal>
  );
}

type FormProps = Pick<SizeFinderDialogProps, 'chart' | 'choosable' | 'soldOut' | 'onChoose'>;
type Errors = Partial<Record<'height' | 'feet' | 'inches' | 'inseam', FieldError>>;

/** A length in inches as feet and inches: "3 ft 4 in". */
const feetText = (inches: number) => t.feetAndInches(Math.floor(inches / 12), inches % 12);

function errorText(field: keyof Errors, error: FieldError | undefined): string | undefined {
  switch (error) {
    case undefined:
      return undefined;
    case 'heightRange':
      return t.errors.heightRange(
        HEIGHT_RANGE_CM.min,
        HEIGHT_RANGE_CM.max,
        feetText(HEIGHT_RANGE_IN.min),
        feetText(HEIGHT_RANGE_IN.max),
      );
    case 'inseamRange':
      return t.errors.inseamRange(
        INSEAM_RANGE_CM.min,
        INSEAM_RANGE_CM.max,
        t.inchesOnly(INSEAM_RANGE_IN.min),
        t.inchesOnly(INSEAM_RANGE_IN.max),
      );
    case 'notANumber':
      return field === 'feet' ? t.errors.feetNotANumber : t.errors.notANumber;
    default:
      return t.errors[error];
  }
}

function SizeFinderForm({ chart, choosable, soldOut, onChoose }: FormProps) {
  // Read once: the form opens on what was remembered, and keeps what is typed while open.
  const [initial] = useState(() => $measurements.get());
  const [input, setInput] = useState<MeasurementInput>(() => inputFor(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [found, setFound] = useState<RememberedMeasurements | null>(initial);
  const form = useRef<HTMLFormElement>(null);
  const unitsId = useId();
  const chartHasInseams = chart.rows.some((row) => row.inseamCm !== null);
  const metric = input.unit === 'cm';
  const field = (name: keyof MeasurementInput) => ({
    name,
    value: input[name],
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => setInput({ ...input, [name]: event.target.value }),
  });

  const changeUnit = (unit: MeasurementInput['unit']) => {
    // What was typed carries over to the other unit when it reads as measurements.
    const read = readMeasurements(input);
    setInput(read.ok ? inputFor({ ...read.measurements, unit }) : { ...input, unit });
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readMeasurements(input);
    if (!read.ok) {
      setErrors(read.errors);
      setFound(null);
      // The first refused field takes focus, so its message is read with it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setFound(read.measurements);
    rememberMeasurements(read.measurements);
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="flex items-start gap-3">
        {metric ? (
          <TextField
            label={t.heightCm}
            className="min-w-0 flex-1"
            error={errorText('height', errors.height)}
            {...field('heightCm')}
          />
        ) : (
          <fieldset className="min-w-0 flex-1">
            <legend className="sr-only">{t.height}</legend>
            <div className="flex gap-2">
              <TextField
                label={t.feet}
                className="min-w-0 flex-1"
                error={errorText('feet', errors.feet)}
                {...field('feet')}
              />
              <TextField
                label={t.inches}
                className="min-w-0 flex-1"
                error={errorText('inches', errors.inches)}
                {...field('inches')}
              />
            </div>
          </fieldset>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={unitsId} className="text-sm font-semibold text-ink">
            {t.units}
          </label>
          <select
            id={unitsId}
            value={input.unit}
            onChange={(event) => changeUnit(event.target.value === 'ft-in' ? 'ft-in' : 'cm')}
            // As tall as the text field beside it: a select draws shorter for the same padding.
            className={`${CONTROL_CLASSES} h-[3.125rem] pr-8`}
          >
            <option value="cm">{t.centimetresUnit}</option>
            <option value="ft-in">{t.feetAndInchesUnit}</option>
          </select>
        </div>
      </div>
      <TextField
        label={metric ? t.inseamCm : t.inseamIn}
        help={chartHasInseams ? t.inseamHelp : t.inseamNotUsed}
        error={errorText('inseam', errors.inseam)}
        {...field('inseam')}
      />
      <Button type="submit" className="w-full sm:w-auto">
        {t.submit}
      </Button>
      <Result chart={chart} measurements={found} choosable={choosable} soldOut={soldOut} onChoose={onChoose} />
    </form>
  );
}

const shownSize = (size: string) => shownTerm(platformWords, 'optionValue', size);
const range = (row: SizeChartRow) => t.sizeRange(shownSize(row.size), row.heightCm.min, row.heightCm.max);
const inseamRange = (row: SizeChartRow) =>
  row.inseamCm ? t.sizeRange(shownSize(row.size), row.inseamCm.min, row.inseamCm.max) : '';

/** The height and inseam as typed: in feet and inches, their centimetres follow. */
function typedAs({ heightCm, inseamCm, unit }: RememberedMeasurements) {
  if (unit === 'cm') {
    return { height: t.centimetresOnly(heightCm), inseam: inseamCm === null ? '' : t.centimetresOnly(inseamCm) };
  }
  const { feet, inches } = feetAndInches(heightCm);
  const inseam = inseamCm === null ? '' : t.withCentimetres(t.inchesOnly(Math.round(inseamCm / CM_PER_INCH)), inseamCm);
  return { height: t.withCentimetres(t.feetAndInches(feet, inches), heightCm), inseam };
}

/** What the recommendation says: its heading and its reasons, in order. */
function explain(recommendation: Recommendation, measurements: RememberedMeasurements): [string, string[]] {
  const { height, inseam } = typedAs(measurements);
  if (recommendation.kind === 'outside') {
    const { side, nearest } = recommendation;
    return [t.outside, [(side === 'below' ? t.below : t.above)(height, range(nearest)), t.outsideAdvice]];
  }
  const unmatched = recommendation.inseamUnmatched ? [t.inseamUnmatched] : [];
  if (recommendation.kind === 'one') {
    const { row, settled } = recommendation;
    const heading = sizeFinder.yourSize(shownSize(row.size));
    if (!settled) return [heading, [t.within(height, range(row)), ...unmatched]];
    const [smaller, larger] =
      settled.against.heightCm.min < row.heightCm.min ? [settled.against, row] : [row, settled.against];
    const why = (settled.cause === 'gap' ? t.gap : t.overlap)(height, range(smaller), range(larger));
    return [heading, [why, t.inseamFits(inseam, inseamRange(row))]];
  }
  const { smaller, larger, cause } = recommendation;
  const heading = t.twoSizes(shownSize(smaller.size), shownSize(larger.size));
  if (cause === 'inseam') {
    // The height's size is the one whose height range holds it; the inseam fits the other.
    const [byHeight, byInseam] =
      measurements.heightCm >= smaller.heightCm.min && measurements.heightCm <= smaller.heightCm.max
        ? [smaller, larger]
        : [larger, smaller];
    return [heading, [t.within(height, range(byHeight)), t.inseamFits(inseam, inseamRange(byInseam))]];
  }
  return [heading, [(cause === 'gap' ? t.gap : t.overlap)(height, range(smaller), range(larger)), ...unmatched]];
}

interface ResultProps extends Pick<FormProps, 'chart' | 'choosable' | 'soldOut' | 'onChoose'> {
  measurements: RememberedMeasurements | null;
}

/** The recommendation, in a status region so it is announced when it appears or changes. */
function Result({ chart, measurements, choosable, soldOut = [], onChoose }: ResultProps) {
  const recommendation = measurements && recommendSize(chart, measurements);
  const explained = recommendation && measurements ? explain(recommendation, measurements) : null;
  const choices: [SizeChartRow, string | null][] =
    recommendation?.kind === 'one'
      ? [[recommendation.row, null]]
      : recommendation?.kind === 'two'
        ? [
            [recommendation.smaller, t.smallerFit(shownSize(recommendation.smaller.size))],
            [recommendation.larger, t.largerFit(shownSize(recommendation.larger.size))],
          ]
        : [];
  return (
    <div className="space-y-3">
      <div role="status" className="space-y-1 text-sm text-ink">
        {explained && (
          <>
            <p className="text-base font-bold">{explained[0]}</p>
            {explained[1].map((line) => (
              <p key={line}>{line}</p>
            ))}
            {choices.map(([, fit]) => fit && <p key={fit}>{fit}</p>)}
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
    </div>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import { Button } from '~/components/ui/Button.tsx';
import { TextField } from '~/components/ui/TextField.tsx';
import { CONTROL_CLASSES } from '~/components/ui/FormField.tsx';
import { sizeFinderDialog as t } from '~/i18n/index.ts';
import type { SizeChart } from './size-chart-types.ts';
import { chartUsesInseam } from './recommend.ts';
import { SizeFinderResult } from './SizeFinderResult.tsx';
import {
  $measurements,
  HEIGHT_RANGE_CM,
  INSEAM_RANGE_CM,
  rememberMeasurements,
  type RememberedMeasurements,
} from './remembered-measurements.ts';
import {
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
 * inseam (asked only when the chart has inseams or the geometry a standover),
 * checked; then this bike's size for them and why, announced
 * (./SizeFinderResult.tsx). The
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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={chartUsesInseam(chart) ? t.description : t.heightOnlyDescription}
      closeLabel={t.close}
    >
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
  const asksInseam = chartUsesInseam(chart);
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
      {/* A chart of heights only, with no standover to clear, has nothing to weigh an inseam against. */}
      {asksInseam && (
        <TextField
          label={metric ? t.inseamCm : t.inseamIn}
          help={chart.rows.some((row) => row.inseamCm !== null) ? t.inseamHelp : t.inseamStandoverHelp}
          error={errorText('inseam', errors.inseam)}
          {...field('inseam')}
        />
      )}
      <Button type="submit" className="w-full sm:w-auto">
        {t.submit}
      </Button>
      <SizeFinderResult
        chart={chart}
        measurements={found}
        choosable={choosable}
        soldOut={soldOut}
        onChoose={onChoose}
      />
    </form>
  );
}

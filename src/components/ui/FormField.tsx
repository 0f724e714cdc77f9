import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

/** What every labelled form control shows around itself. */
export interface FieldText {
  label: ReactNode;
  /** A hint under the control, read with it by screen readers. */
  help?: ReactNode;
  /** Shown (and announced) when the value is refused; marks the control invalid. */
  error?: ReactNode;
  /** Classes of the wrapper around label, control and texts. */
  className?: string;
}

/** The look shared by text inputs and text areas, with a red edge when invalid. */
export const CONTROL_CLASSES =
  'block w-full rounded-xl border border-line bg-surface px-4 py-3 text-ink placeholder:text-subtle disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 dark:aria-invalid:border-red-400';

/**
 * Ids that tie a control to its label, help and error: the control is
 * described by the help and the error (when shown) and invalid while in error.
 */
export function useFieldWiring(
  ownId: string | undefined,
  { help, error }: Pick<FieldText, 'help' | 'error'>,
  /** Further descriptions the caller points at (a note elsewhere in the form). */
  alsoDescribedBy?: string,
) {
  const generated = useId();
  const id = ownId ?? generated;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId, alsoDescribedBy].filter(Boolean).join(' ') || undefined;
  return {
    ids: { id, helpId, errorId },
    controlProps: { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined },
  };
}

interface FrameProps extends FieldText {
  ids: ReturnType<typeof useFieldWiring>['ids'];
  children: ReactNode;
}

/** Label above the control, help and error below it; the error is a live alert. */
export function FieldFrame({ ids, label, help, error, className, children }: FrameProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {help && (
        <p id={ids.helpId} className="text-sm text-subtle">
          {help}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

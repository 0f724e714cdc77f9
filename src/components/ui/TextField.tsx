import type { InputHTMLAttributes, Ref } from 'react';
import { CONTROL_CLASSES, FieldFrame, useFieldWiring, type FieldText } from './FormField.tsx';
import { cn } from './cn.ts';

export type TextFieldProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
    /** Extra classes of the input itself. */
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled one-line input (name, e-mail, password...) with optional help and error text. */
export function TextField({
  label,
  help,
  error,
  className,
  inputClassName,
  id,
  type = 'text',
  'aria-describedby': alsoDescribedBy,
  ...input
}: TextFieldProps) {
  const { ids, controlProps } = useFieldWiring(id, { help, error }, alsoDescribedBy);
  return (
    <FieldFrame ids={ids} label={label} help={help} error={error} className={className}>
      <input type={type} {...input} {...controlProps} className={cn(CONTROL_CLASSES, inputClassName)} />
    </FieldFrame>
  );
}

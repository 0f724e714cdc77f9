import type { Ref, TextareaHTMLAttributes } from 'react';
import { CONTROL_CLASSES, FieldFrame, useFieldWiring, type FieldText } from './FormField.tsx';
import { cn } from './cn.ts';

export type TextareaProps = FieldText &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
    /** Extra classes of the text area itself. */
    textareaClassName?: string;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line input (a message) with optional help and error text. */
export function Textarea({
  label,
  help,
  error,
  className,
  textareaClassName,
  id,
  rows = 5,
  'aria-describedby': alsoDescribedBy,
  ...textarea
}: TextareaProps) {
  const { ids, controlProps } = useFieldWiring(id, { help, error }, alsoDescribedBy);
  return (
    <FieldFrame ids={ids} label={label} help={help} error={error} className={className}>
      <textarea rows={rows} {...textarea} {...controlProps} className={cn(CONTROL_CLASSES, textareaClassName)} />
    </FieldFrame>
  );
}

import type { Ref, TextareaHTMLAttributes } from 'react'
import { FieldShell, type FieldProps } from './field-shell'

type Props = Omit<FieldProps, 'look'> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { inputRef?: Ref<HTMLTextAreaElement> }

/** A labelled multi-line input, e.g. the contact message. */
export function TextareaField({ label, error, hint, optional, hideLabel, className, inputRef, rows = 6, ...textarea }: Props) {
  return (
    <FieldShell {...{ label, error, hint, optional, hideLabel, className }}>
      {({ id, describedBy, invalid, controlClassName }) => (
        <textarea {...textarea} rows={rows} id={id} ref={inputRef} aria-invalid={invalid} aria-describedby={describedBy} className={controlClassName} />
      )}
    </FieldShell>
  )
}

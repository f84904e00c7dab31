import type { InputHTMLAttributes, Ref } from 'react'
import { FieldShell, type FieldProps } from './field-shell'

type Props = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { inputRef?: Ref<HTMLInputElement> }

/** A labelled one-line input; `useForm().field(name)` supplies value, error and the rest. */
export function TextField({ label, error, hint, optional, hideLabel, look, className, inputRef, ...input }: Props) {
  return (
    <FieldShell {...{ label, error, hint, optional, hideLabel, look, className }}>
      {({ id, describedBy, invalid, controlClassName }) => (
        <input {...input} id={id} ref={inputRef} aria-invalid={invalid} aria-describedby={describedBy} className={controlClassName} />
      )}
    </FieldShell>
  )
}

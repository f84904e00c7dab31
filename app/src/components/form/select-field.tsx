import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { FieldShell, type FieldProps } from './field-shell'

type Props = Omit<FieldProps, 'look'> & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { inputRef?: Ref<HTMLSelectElement>; children: ReactNode }

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField({ label, error, hint, optional, hideLabel, className, inputRef, children, ...select }: Props) {
  return (
    <FieldShell {...{ label, error, hint, optional, hideLabel, className }}>
      {({ id, describedBy, invalid, controlClassName }) => (
        <select {...select} id={id} ref={inputRef} aria-invalid={invalid} aria-describedby={describedBy} className={controlClassName}>
          {children}
        </select>
      )}
    </FieldShell>
  )
}

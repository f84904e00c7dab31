// What every form field shares: a label tied to its control, an optional hint, and the error
// message, which is part of the control's description (aria-describedby) so a screen reader reads
// it when the form moves focus to the first invalid field (see use-form.ts).
import { useId, type ReactNode } from 'react'
import { cn } from '#app/components/ui/cn'

export type FieldProps = {
  label: string
  error?: string
  hint?: string
  /** Shown after the label, e.g. "(optional)". */
  optional?: string
  /** The label is read by assistive tech only (the placeholder and the form's heading say what to type). */
  hideLabel?: boolean
  /** 'pill' is the rounded one-line look of the footer signup. */
  look?: 'box' | 'pill'
  className?: string
}

type ControlIds = { id: string; describedBy: string | undefined; invalid: true | undefined; controlClassName: string }

const LOOKS = {
  box: 'rounded-2xl px-4 py-3',
  pill: 'rounded-full px-5 py-3 text-sm placeholder:text-muted',
}

export function FieldShell({ label, error, hint, optional, hideLabel, look = 'box', className, children }: FieldProps & { children: (ids: ControlIds) => ReactNode }) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined
  const controlClassName = cn(
    'block w-full border bg-white text-ink shadow-sm outline-none transition focus:border-cocoa focus:ring-2 focus:ring-cocoa/30',
    LOOKS[look],
    !hideLabel && 'mt-2',
    error ? 'border-red-400' : 'border-sand',
  )
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-ink'}>
        {label} {optional && <span className="font-normal text-muted">{optional}</span>}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined, controlClassName })}
      {hint && (
        <p id={hintId} className="mt-2 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

// The measure inputs the size finder and the made-to-measure form share: a cm/inches choice and
// one text field per measure, read and checked with the shared rules (#shared/schemas/measurements),
// errors announced on their field and focus sent to the first one.
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn'
import { formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { inRange, MEASURE_LIMITS, readMeasure, type Measure, type MeasureUnit } from '#shared/catalogue/measures'

const PLACEHOLDERS: Record<Measure, Record<MeasureUnit, number>> = {
  waist: { cm: 75, in: 29.5 },
  hips: { cm: 100, in: 39.5 },
  thigh: { cm: 58, in: 23 },
}

export function useMeasureFields<M extends Measure>(measures: readonly M[]) {
  const { t } = useTranslation('cart')
  const { lang } = useLang()
  const id = useId()
  const [unit, setUnitState] = useState<MeasureUnit>('cm')
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Partial<Record<M, string>>>({})
  // Focus goes through refs, not ids: on a server-drawn page the ids in the DOM are the server's.
  const inputs = useRef<Partial<Record<M, HTMLInputElement | null>>>({})

  function check(measure: M): number | string {
    const raw = values[measure] ?? ''
    if (raw.trim() === '') return t('measurements.errors.required')
    const value = readMeasure(raw)
    if (value === null || !inRange(value, measure, unit)) {
      const { min, max } = MEASURE_LIMITS[measure][unit]
      return t('measurements.errors.range', { min: formatNumber(min, lang), max: formatNumber(max, lang), unit: t(`measurements.units.${unit}`) })
    }
    return value
  }

  /** The measures as numbers, or null after showing the errors and focusing the first wrong field. */
  function read(): ({ unit: MeasureUnit } & Record<M, number>) | null {
    const next: Partial<Record<M, string>> = {}
    const read: Partial<Record<M, number>> = {}
    for (const measure of measures) {
      const result = check(measure)
      if (typeof result === 'string') next[measure] = result
      else read[measure] = result
    }
    setErrors(next)
    const first = measures.find((m) => next[m])
    if (first) {
      inputs.current[first]?.focus()
      return null
    }
    return { unit, ...(read as Record<M, number>) }
  }

  const setUnit = (next: MeasureUnit) => {
    setUnitState(next)
    setErrors({})
  }

  const unitChoice = (onChange?: () => void) => (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t('measurements.unit')}</legend>
      <div className="mt-2 inline-flex rounded-full border border-sand bg-cream p-1">
        {(['cm', 'in'] as const).map((u) => (
          <label key={u} className="cursor-pointer">
            <input
              type="radio"
              name={`${id}-unit`}
              value={u}
              checked={unit === u}
              onChange={() => {
                setUnit(u)
                onChange?.()
              }}
              className="peer sr-only"
            />
            <span className="flex min-h-11 items-center rounded-full px-5 py-2 text-sm text-muted transition peer-checked:bg-ink peer-checked:text-cream peer-focus-visible:outline-2 peer-focus-visible:outline-cocoa">
              {t(`measurements.unitNames.${u}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )

  const input = (measure: M, hint?: string) => {
    const inputId = `${id}-${measure}`
    const error = errors[measure]
    const describedBy = [error ? `${inputId}-error` : undefined, hint ? `${inputId}-hint` : undefined].filter(Boolean).join(' ') || undefined
    return (
      <div key={measure}>
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          {t(`measurements.${measure}`)} <span className="font-normal text-muted">({t(`measurements.units.${unit}`)})</span>
        </label>
        <input
          id={inputId}
          name={measure}
          ref={(el) => {
            inputs.current[measure] = el
          }}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={values[measure] ?? ''}
          onChange={(e) => {
            const typed = e.target.value // read now: the update may run after the field has changed again
            setValues((v) => ({ ...v, [measure]: typed }))
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn('mt-2 h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-muted/70', error ? 'border-red-700' : 'border-sand')}
          placeholder={formatNumber(PLACEHOLDERS[measure][unit], lang)}
        />
        {hint && (
          <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    )
  }

  return { unit, read, unitChoice, input }
}

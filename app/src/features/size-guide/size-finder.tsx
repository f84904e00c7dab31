// Waist + hips (cm or inches) → recommended size, with advice when the two disagree.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClasses, Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { findSize, MEASURE_LIMITS, type SizeAdvice, type Unit } from './size-chart'

type Field = 'waist' | 'hips'

export function SizeFinder() {
  const { t } = useTranslation('size-guide')
  const { lang, to } = useLang()
  const id = useId()
  const [unit, setUnit] = useState<Unit>('cm')
  const [values, setValues] = useState<Record<Field, string>>({ waist: '', hips: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [advice, setAdvice] = useState<SizeAdvice | null>(null)
  const limits = MEASURE_LIMITS[unit]

  function parse(field: Field): number | string {
    const raw = values[field].trim().replace(',', '.')
    if (raw === '') return t('finder.errors.required')
    const n = Number(raw)
    if (!Number.isFinite(n) || n < limits.min || n > limits.max)
      return t('finder.errors.range', { min: formatNumber(limits.min, lang), max: formatNumber(limits.max, lang), unit: t(`finder.units.${unit}`) })
    return n
  }

  function submit(e: React.FormEvent) {
    e.preventDefault()
    const waist = parse('waist')
    const hips = parse('hips')
    const next: Partial<Record<Field, string>> = {}
    if (typeof waist === 'string') next.waist = waist
    if (typeof hips === 'string') next.hips = hips
    setErrors(next)
    if (typeof waist === 'number' && typeof hips === 'number') setAdvice(findSize(waist, hips, unit))
    else {
      setAdvice(null)
      document.getElementById(`${id}-${next.waist ? 'waist' : 'hips'}`)?.focus()
    }
  }

  const input = (field: Field) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-ink">
        {t(`finder.${field}`)} <span className="font-normal text-muted">({t(`finder.units.${unit}`)})</span>
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={values[field]}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        className={cn(
          'mt-2 h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-muted/70',
          errors[field] ? 'border-red-700' : 'border-sand',
        )}
        placeholder={unit === 'cm' ? (field === 'waist' ? '75' : '100') : field === 'waist' ? '29.5' : '39.5'}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="mt-1.5 text-sm text-red-800">
          {errors[field]}
        </p>
      )}
    </div>
  )

  return (
    <div className="rounded-3xl border border-sand bg-white/70 p-6 sm:p-10">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-3xl text-ink">
          {t('finder.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('finder.intro')}</p>
        <fieldset className="mt-6">
          <legend className="text-sm font-medium text-ink">{t('finder.unit')}</legend>
          <div className="mt-2 inline-flex rounded-full border border-sand bg-cream p-1">
            {(['cm', 'in'] as const).map((u) => (
              <label key={u} className="cursor-pointer">
                <input
                  type="radio"
                  name="unit"
                  value={u}
                  checked={unit === u}
                  onChange={() => {
                    setUnit(u)
                    setAdvice(null)
                    setErrors({})
                  }}
                  className="peer sr-only"
                />
                <span className="block rounded-full px-5 py-2 text-sm text-muted transition peer-checked:bg-ink peer-checked:text-cream peer-focus-visible:outline-2 peer-focus-visible:outline-cocoa">
                  {t(`finder.unitNames.${u}`)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          {input('waist')}
          {input('hips')}
        </div>
        <Button type="submit" size="lg" className="mt-7 w-full sm:w-auto">
          {t('finder.submit')}
        </Button>
      </form>

      <div aria-live="polite" data-testid="size-result">
        {advice && (
          <div className="mt-8 rounded-2xl bg-sand/50 p-6">
            {advice.kind === 'below' || advice.kind === 'above' ? (
              <>
                <p className="font-serif text-2xl text-ink">{t(`finder.result.${advice.kind}Title`)}</p>
                <p className="mt-2 text-sm leading-relaxed text-muted">{t(`finder.result.${advice.kind}Body`)}</p>
                <Link to={to('/contact')} className={buttonClasses({ variant: 'secondary', className: 'mt-5' })}>
                  {t('finder.result.contact')}
                </Link>
              </>
            ) : (
              <>
                <p className="text-sm text-muted">{t('finder.result.recommended')}</p>
                <p className="mt-1 font-serif text-5xl text-ink" data-testid="recommended-size">
                  {advice.size}
                </p>
                {advice.kind === 'between' && (
                  <p className="mt-3 text-sm leading-relaxed text-cocoa-dark">
                    {t('finder.result.between', { waist: advice.waistSize, hips: advice.hipsSize, size: advice.size })}
                  </p>
                )}
                <Link to={to(`/shop?size=${encodeURIComponent(advice.size)}`)} className={buttonClasses({ className: 'mt-5' })}>
                  {t('finder.result.shop', { size: advice.size })}
                </Link>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  )
}

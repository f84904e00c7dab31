// Waist + hips (cm or inches) → recommended size, with advice when the two disagree.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClasses, Button } from '#app/components/ui/button'
import { useMeasureFields } from '#app/components/measurements/measure-fields'
import { useLang } from '#app/lib/i18n/use-lang'
import { findSize, type SizeAdvice } from './size-chart'

const FINDER_MEASURES = ['waist', 'hips'] as const

export function SizeFinder() {
  const { t } = useTranslation('size-guide')
  const { to } = useLang()
  const id = useId()
  const fields = useMeasureFields(FINDER_MEASURES)
  const [advice, setAdvice] = useState<SizeAdvice | null>(null)

  function submit(e: React.FormEvent) {
    e.preventDefault()
    const measures = fields.read()
    setAdvice(measures && findSize(measures.waist, measures.hips, measures.unit))
  }

  return (
    <div className="rounded-3xl border border-sand bg-white/70 p-6 sm:p-10">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-3xl text-ink">
          {t('finder.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('finder.intro')}</p>
        <div className="mt-6">{fields.unitChoice(() => setAdvice(null))}</div>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">{FINDER_MEASURES.map((m) => fields.input(m))}</div>
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

import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn'

const STEPS = ['info', 'payment'] as const

/** Where the shopper is in checkout: details, then payment. */
export function Steps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation('checkout')
  return (
    <ol className="mt-6 flex items-center gap-3 text-sm" aria-label={t('steps.label')}>
      {STEPS.map((step, i) => {
        const active = step === current
        return (
          <li key={step} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
            {i > 0 && <span aria-hidden="true" className="h-px w-8 bg-sand" />}
            <span className={cn('grid size-7 place-items-center rounded-full text-xs font-semibold', active ? 'bg-ink text-cream' : 'bg-sand text-cocoa-dark')}>{i + 1}</span>
            <span className={active ? 'font-medium text-ink' : 'text-muted'}>{t(`steps.${step}`)}</span>
          </li>
        )
      })}
    </ol>
  )
}

// A discreet pill while offline: pages keep working from the saved copy, so this informs
// rather than alarms. Announced politely to screen readers when it appears.
import { useTranslation } from 'react-i18next'
import { useOnline } from './use-online'

export function OfflineIndicator() {
  const { t } = useTranslation('offline')
  const online = useOnline()
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed bottom-4 left-4 z-40">
      {!online && (
        <p title={t('indicator')} className="flex items-center gap-2 rounded-full bg-ink/90 px-3 py-1.5 text-xs font-medium text-cream shadow">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-nude" />
          <span className="sr-only">{t('indicator')}</span>
          <span aria-hidden="true">{t('indicatorShort')}</span>
        </p>
      )}
    </div>
  )
}

// The topics this device is told about by notification, one switch each (decision 043); its flow
// is use-push-settings.ts. A lazy chunk: the profile loads it only when the settings are opened.
import { useTranslation } from 'react-i18next'
import { useErrorText } from '#app/components/form/use-error-text'
import { LoadingState } from '#app/components/ui/async-state'
import { useLang } from '#app/lib/i18n/use-lang'
import { usePushSettings } from './use-push-settings'

export function PushSettings() {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  const { apiErrorText } = useErrorText()
  const { state, busy, failed, choose } = usePushSettings(lang)

  if (state.status === 'loading') return <LoadingState />
  if (state.status === 'unsupported') return <p className="text-sm text-muted">{t('notifications.unsupported')}</p>
  if (state.status === 'not_offered') return <p className="text-sm text-muted">{t('notifications.notOffered')}</p>
  if (state.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-800">
        {apiErrorText(failed, t('common:states.error'))}
      </p>
    )
  }
  return (
    <div className="space-y-3">
      <fieldset disabled={busy} aria-busy={busy}>
        <legend className="mb-2 font-medium text-ink">{t('notifications.topicsLegend')}</legend>
        {state.offered.map((topic) => (
          <label key={topic} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              role="switch"
              className="size-5 shrink-0 accent-cocoa"
              checked={state.chosen.includes(topic)}
              onChange={(e) => void choose(topic, e.target.checked)}
            />
            {t(`notifications.topics.${topic}`)}
          </label>
        ))}
      </fieldset>
      {state.blocked && (
        <p role="status" className="text-sm text-red-800">
          {t('notifications.blocked')}
        </p>
      )}
      {failed !== undefined && (
        <p role="alert" className="text-sm text-red-800">
          {apiErrorText(failed, t('notifications.failed'))}
        </p>
      )}
    </div>
  )
}

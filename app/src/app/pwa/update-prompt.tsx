// "New version available — Reload": a non-blocking bar (role=status, not a modal) so the
// shopper can finish what they are doing; focus is never stolen.
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { applyUpdate, dismissUpdate, getUpdateState, subscribeToUpdates } from './update-state'

export function UpdatePrompt() {
  const { t } = useTranslation('offline')
  const { waiting } = useSyncExternalStore(subscribeToUpdates, getUpdateState, getUpdateState)
  if (!waiting) return null
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-2xl border border-sand bg-white px-5 py-4 text-sm text-ink shadow-lg"
    >
      <p>{t('update.message')}</p>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" size="sm" onClick={dismissUpdate}>
          {t('update.later')}
        </Button>
        <Button size="sm" onClick={applyUpdate}>
          {t('update.reload')}
        </Button>
      </div>
    </div>
  )
}

// The profile's notification settings (decision 043): a button that opens them, and only then
// the code that reads and changes this device's push subscription (push-settings.tsx, its own
// chunk with the push contract), so no page downloads push code until someone asks for it.
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingState } from '#app/components/ui/async-state'
import { Button } from '#app/components/ui/button'
import { Card } from './area-page'

const PushSettings = lazy(() => import('#app/components/push/push-settings').then((m) => ({ default: m.PushSettings })))

export function NotificationsCard() {
  const { t } = useTranslation('dashboard')
  const [open, setOpen] = useState(false)
  return (
    <Card title={t('notifications.title')} labelledBy="notifications">
      <p className="mb-4 text-sm text-muted">{t('notifications.intro')}</p>
      {open ? (
        // Focus moves into the settings that replace the button, not back to the page's start.
        <div ref={(el) => el?.focus()} tabIndex={-1} className="outline-none">
          <Suspense fallback={<LoadingState />}>
            <PushSettings />
          </Suspense>
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t('notifications.open')}
        </Button>
      )}
    </Card>
  )
}

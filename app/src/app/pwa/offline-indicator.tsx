// A discreet pill while offline: pages keep working from the saved copy, so this informs
// rather than alarms. Announced politely to screen readers when it appears. While wholesale
// orders submitted on this device wait to be sent (or to be reviewed), it links to the sync
// centre, so a rep always knows where their orders are.
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { useLang } from '#app/lib/i18n/use-lang'
import { useLocalQuery } from '#app/lib/local-db'
import { useOnline } from '#app/lib/use-online'
import { SYNC_CENTRE } from '#app/features/wholesale/paths'

export function OfflineIndicator() {
  const { t } = useTranslation('offline')
  const online = useOnline()
  const { to } = useLang()
  const { pathname } = useLocation()
  // The wholesale module (and Dexie) load with the query, after first paint (decision 010).
  const waiting = useLocalQuery(async (db) => (await import('#app/lib/wholesale-orders')).countWaitingOrders(db), []) ?? 0
  const onSyncCentre = pathname.endsWith(SYNC_CENTRE)
  return (
    <>
      {/* Room at the end of every page while the pill shows, so nothing is left under it: the last
          buttons scroll clear of it, also above the phone's add-to-cart bar (it lets taps through in any case). */}
      {!online && <div aria-hidden="true" className="h-16 max-sm:[html:has([data-bottom-bar]:not([hidden]))_&]:h-36" data-testid="offline-room" />}
      {/* On a phone it rises above a bar fixed to the bottom (the product page's add-to-cart bar),
          which it would otherwise cover: any shown element marked data-bottom-bar. On wider screens
          it sits right of a side navigation (the back office's, data-side-nav, 16rem wide), whose
          foot holds buttons. */}
      <div
        role="status"
        aria-live="polite"
        data-testid="offline-indicator"
        className="pointer-events-none fixed bottom-4 left-4 z-40 flex flex-col items-start gap-2 max-sm:[html:has([data-bottom-bar]:not([hidden]))_&]:bottom-24 md:[html:has([data-side-nav])_&]:left-[17rem]"
      >
        {!online && (
          <p title={t('indicator')} className="flex items-center gap-2 rounded-full bg-ink/90 px-3 py-1.5 text-xs font-medium text-cream shadow">
            <span aria-hidden="true" className="inline-block size-2 rounded-full bg-nude" />
            <span className="sr-only">{t('indicator')}</span>
            <span aria-hidden="true">{t('indicatorShort')}</span>
          </p>
        )}
        {waiting > 0 && !onSyncCentre && (
          <Link
            to={to(SYNC_CENTRE)}
            className="pointer-events-auto flex items-center gap-2 rounded-full bg-cocoa-dark px-3 py-1.5 text-xs font-medium text-cream shadow hover:bg-ink"
            data-testid="waiting-orders-link"
          >
            <span aria-hidden="true" className="grid min-w-5 place-items-center rounded-full bg-cream px-1 text-[0.7rem] font-semibold text-ink">
              {waiting}
            </span>
            {t('waitingOrders', { count: waiting })}
          </Link>
        )}
      </div>
    </>
  )
}

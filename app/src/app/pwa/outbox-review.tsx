// Writes the server refused after they were queued offline (a 4xx is final): shown until the
// shopper dismisses them, with the server's reason, so nothing fails silently. Wholesale orders
// are the exception: they are reviewed, reopened and resent in the sync centre (/wholesale/sent),
// which the offline indicator links to while any is waiting.
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { useLocalQuery } from '#app/lib/local-db'
import { dismissOutboxEntry, outboxNeedingReview, type OutboxEntry, type OutboxKind } from '#app/lib/outbox'

function useOutboxNeedingReview(): OutboxEntry[] {
  return useLocalQuery(async (db) => (await outboxNeedingReview(db)).filter((entry) => entry.kind !== 'wholesale_order'), []) ?? []
}

const LABELS: Record<OutboxKind, string> = { contact: 'review.contact', newsletter: 'review.newsletter', wholesale_order: 'review.other', other: 'review.other' }

export function OutboxReview() {
  const { t } = useTranslation('offline')
  const entries = useOutboxNeedingReview()
  if (entries.length === 0) return null
  return (
    <section aria-label={t('review.label')} className="fixed inset-x-4 top-20 z-50 mx-auto grid max-w-md gap-2">
      {entries.map((entry) => (
        <div key={entry.id} role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 shadow">
          <p className="font-semibold">
            {t('review.title')} · {t(LABELS[entry.kind] ?? LABELS.other)}
          </p>
          <p className="mt-1">{t('review.body', { error: entry.lastError ?? '' })}</p>
          <Button variant="ghost" size="sm" onClick={() => void dismissOutboxEntry(entry.id)} className="mt-2 -ml-4">
            {t('review.dismiss')}
          </Button>
        </div>
      ))}
    </section>
  )
}

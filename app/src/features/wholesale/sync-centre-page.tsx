// The sync centre (/wholesale/sent): every order submitted from this device and where it is.
// Waiting for connection, Sending, Sent (with the shop's reference and when), or Needs review
// (the server's reason; open it again as a draft to fix and resend, or discard it). Reads the
// device only, so it works offline; the outbox sends on its own when the connection returns.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { useErrorText } from '#app/components/form/use-error-text'
import { EmptyState, LoadingState } from '#app/components/ui/async-state'
import { Button, buttonClasses } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { ArrowLeftIcon } from 'lucide-react'
import { PageHeader } from '#app/components/ui/page-header'
import { PageMeta } from '#app/components/ui/page-meta'
import { StatusBadge, type Tone } from '#app/components/ui/status-badge'
import { useToast } from '#app/components/ui/toast'
import { useLocalQuery } from '#app/lib/local-db'
import type { OutboxEntry } from '#app/lib/db'
import { formatDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { flushOutboxNow, outboxEntriesOf } from '#app/lib/outbox'
import { useOnline } from '#app/lib/use-online'
import { PushPrompt } from '#app/components/push/push-prompt'
import { clearSentOrders, submittedOrders, unitsOf, type WholesaleOrderRow } from '#app/lib/wholesale-orders'
import { discardSubmission, reopenSubmission } from './api/submissions'

type SyncState = 'waiting' | 'sending' | 'sent' | 'needs_review'

const TONES: Record<SyncState, Tone> = { waiting: 'yellow', sending: 'blue', sent: 'green', needs_review: 'red' }

type Row = { order: WholesaleOrderRow; state: SyncState; entry: OutboxEntry | undefined }

function stateOf(order: WholesaleOrderRow, entry: OutboxEntry | undefined): SyncState {
  if (order.stage === 'sent') return 'sent'
  // Submitted but its entry is gone (dismissed elsewhere): the rep decides what to do with it.
  if (!entry || entry.status === 'needs_review') return 'needs_review'
  return entry.status === 'sending' ? 'sending' : 'waiting'
}

/** Orders and their outbox entries, live: a send landing in another tab or the service worker shows at once. */
function useSyncRows(): Row[] | undefined {
  return useLocalQuery(async (db) => {
    const [orders, entries] = await Promise.all([submittedOrders(db), outboxEntriesOf('wholesale_order', db)])
    const byId = new Map(entries.map((e) => [e.id, e]))
    return orders.map((order) => {
      const entry = order.submissionId ? byId.get(order.submissionId) : undefined
      return { order, entry, state: stateOf(order, entry) }
    })
  }, [])
}

function OrderCard({ row, online, onReopen, onDiscard }: { row: Row; online: boolean; onReopen: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('wholesale')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const { messageText } = useErrorText()
  const { order, state, entry } = row
  const when = (ms: number) => formatDate(new Date(ms).toISOString(), lang, { dateStyle: 'medium', timeStyle: 'short' })
  const title = order.fields.companyName || t('drafts.untitled')
  return (
    <li className="rounded-3xl border border-sand/70 bg-white p-5 shadow-sm" data-testid="sync-order" data-state={state}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-serif text-xl text-ink">{title}</h2>
          <p className="text-sm text-muted">
            {order.fields.contactName && <>{order.fields.contactName} · </>}
            {t('drafts.lines', { count: order.lines.length })} · {t('summary.units', { count: unitsOf(order.lines) })}
          </p>
        </div>
        <StatusBadge tone={TONES[state]}>{t(`syncCentre.states.${state}`)}</StatusBadge>
      </div>
      <p className="mt-3 text-sm text-muted">{t('syncCentre.submittedAt', { time: when(order.submittedAt ?? order.updatedAt) })}</p>
      {state === 'sent' && order.receipt && (
        <p className="mt-1 text-sm text-ink">
          {t('syncCentre.sentAt', { time: when(order.receipt.sentAt) })} · {t('thanks.reference')}{' '}
          <strong className="font-semibold tracking-wider" data-testid="sync-reference">
            {order.receipt.reference}
          </strong>
        </p>
      )}
      {state === 'waiting' && (
        <p className="mt-1 text-sm text-muted">
          {online && entry && entry.attempts > 0 && entry.lastError ? t('syncCentre.retrying', { count: entry.attempts }) : t('syncCentre.waitingHint')}
        </p>
      )}
      {state === 'needs_review' && (
        <div className="mt-3 rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p>{entry?.lastError ? messageText(entry.lastError) : t('syncCentre.notSent')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={onReopen}>
              {t('syncCentre.reopen')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDiscard}>
              {t('syncCentre.discard')}
            </Button>
          </div>
        </div>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-cocoa">{t('syncCentre.showLines')}</summary>
        <ul className="mt-2 grid gap-1 text-muted">
          {order.lines.map((line) => (
            <li key={`${line.productId}|${line.color}|${line.size}`}>
              {line.quantity} × {line.productName} ({line.productCode}) · {tc(`colors.${line.color}`, { defaultValue: line.color })} · {line.size}
            </li>
          ))}
        </ul>
      </details>
    </li>
  )
}

export function SyncCentrePage() {
  const { t } = useTranslation('wholesale')
  const { t: tc } = useTranslation()
  const { to } = useLang()
  const navigate = useNavigate()
  const toast = useToast()
  const online = useOnline()
  const rows = useSyncRows()
  const [discarding, setDiscarding] = useState<WholesaleOrderRow>()
  const [clearing, setClearing] = useState(false)
  const [sending, setSending] = useState(false)
  const waiting = rows?.filter((r) => r.state === 'waiting' || r.state === 'sending').length ?? 0
  const sent = rows?.filter((r) => r.state === 'sent').length ?? 0

  const reopen = async (order: WholesaleOrderRow) => {
    if (await reopenSubmission(order.id)) navigate(`${to('/wholesale')}?draft=${encodeURIComponent(order.id)}`)
    else toast({ title: t('syncCentre.stillSending'), variant: 'destructive' })
  }

  const sendNow = async () => {
    setSending(true)
    try {
      await flushOutboxNow()
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 lg:pt-14">
      <PageMeta title={`${t('syncCentre.title')} · ${tc('brand')}`} />
      <Link to={to('/wholesale')} className="inline-flex items-center gap-2 text-sm text-cocoa underline-offset-4 hover:underline">
        <ArrowLeftIcon width={16} height={16} />
        {t('syncCentre.back')}
      </Link>
      <PageHeader className="mt-6" eyebrow={t('eyebrow')} title={t('syncCentre.title')} intro={t('syncCentre.intro')} />

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-3xl bg-sand/40 px-5 py-4 text-sm text-ink" role="status">
        <p>
          {online ? t('syncCentre.online') : t('syncCentre.offline')} {waiting > 0 && t('syncCentre.waiting', { count: waiting })}
        </p>
        {online && waiting > 0 && (
          <Button size="sm" variant="secondary" onClick={() => void sendNow()} disabled={sending} aria-busy={sending || undefined}>
            {t('syncCentre.sendNow')}
          </Button>
        )}
      </div>

      {rows !== undefined && rows.length > 0 && <PushPrompt moment="wholesale" />}

      <div className="mt-6">
        {rows === undefined ? (
          <LoadingState />
        ) : rows.length === 0 ? (
          <EmptyState message={t('syncCentre.empty')}>
            <Link to={to('/wholesale')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('syncCentre.back')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-4" data-testid="sync-orders">
            {rows.map((row) => (
              <OrderCard key={row.order.id} row={row} online={online} onReopen={() => void reopen(row.order)} onDiscard={() => setDiscarding(row.order)} />
            ))}
          </ul>
        )}
      </div>

      {sent > 0 && (
        <div className="mt-6 flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => setClearing(true)}>
            {t('syncCentre.clearSent')}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={discarding !== undefined}
        onOpenChange={(open) => !open && setDiscarding(undefined)}
        title={t('syncCentre.discardTitle')}
        message={t('syncCentre.discardMessage', { name: discarding?.fields.companyName || t('drafts.untitled') })}
        confirmLabel={t('syncCentre.discard')}
        destructive
        onConfirm={async () => {
          if (discarding && !(await discardSubmission(discarding.id))) toast({ title: t('syncCentre.stillSending'), variant: 'destructive' })
        }}
      />
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title={t('syncCentre.clearTitle')}
        message={t('syncCentre.clearMessage', { count: sent })}
        confirmLabel={t('syncCentre.clearSent')}
        onConfirm={async () => {
          await clearSentOrders()
        }}
      />
    </div>
  )
}

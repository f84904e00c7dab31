// /wholesale: the catalogue beside the order form and its summary, for a buyer
// ordering for their shop or a rep writing orders for several buyers at a trade fair, online or
// not. Drafts live on the device (lib/wholesale-orders.ts), one per buyer, picked by ?draft=;
// after a submission, a thank-you view with 'Place another order' back to an empty form.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckIcon, RefreshCwIcon } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { WHOLESALE_MINIMUM_UNITS } from '#shared/schemas/wholesale'
import { LoadingState } from '#app/components/ui/async-state'
import { Button, buttonClasses } from '#app/components/ui/button'
import { PageHeader } from '#app/components/ui/page-header'
import { PageMeta } from '#app/components/ui/page-meta'
import { useLocalQuery } from '#app/lib/local-db'
import { useProducts } from '#app/lib/catalogue'
import { formatDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useOnline } from '#app/lib/use-online'
import { countWaitingOrders, deleteDraft, draftsOnDevice, newDraft, saveDraft, type WholesaleOrderRow } from '#app/lib/wholesale-orders'
import type { SubmitOutcome } from './api/submissions'
import { useBuyer } from './api/use-buyer'
import { DraftEditor } from './components/draft-editor'
import { DraftsBar } from './components/drafts-bar'
import { SYNC_CENTRE } from './paths'

function ThankYou({ outcome, onAnother }: { outcome: SubmitOutcome; onAnother: () => void }) {
  const { t } = useTranslation('wholesale')
  const { to } = useLang()
  const heading = useRef<HTMLHeadingElement>(null)
  // The form is gone: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section aria-labelledby="thanks-title" className="mx-auto max-w-2xl rounded-3xl border border-sand/70 bg-white p-8 text-center shadow-sm sm:p-12" data-testid="thank-you">
      <p aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-full bg-sand text-2xl text-cocoa-dark">
        {outcome.state === 'sent' ? <CheckIcon width={26} height={26} /> : <RefreshCwIcon width={26} height={26} />}
      </p>
      <h2 ref={heading} id="thanks-title" tabIndex={-1} className="mt-5 text-3xl text-ink outline-none">
        {outcome.state === 'sent' ? t('thanks.title') : t('thanks.savedTitle')}
      </h2>
      {outcome.state === 'sent' ? (
        <>
          <p className="mt-4 leading-relaxed text-muted">{t('thanks.sent')}</p>
          <p className="mt-3 text-ink">
            {t('thanks.reference')}{' '}
            <strong className="font-semibold tracking-wider" data-testid="reference">
              {outcome.reference}
            </strong>
          </p>
        </>
      ) : (
        <p className="mt-4 leading-relaxed text-muted">{t('thanks.queued')}</p>
      )}
      <p className="mt-2 text-sm text-muted">{t('thanks.quote')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={onAnother}>{t('thanks.another')}</Button>
        <Link to={to(SYNC_CENTRE)} className={buttonClasses({ variant: 'secondary' })}>
          {t('thanks.sentOrders')}
        </Link>
      </div>
    </section>
  )
}

export function WholesalePage() {
  const { t } = useTranslation('wholesale')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const [params, setParams] = useSearchParams()
  const products = useProducts()
  const buyer = useBuyer()
  const online = useOnline()
  const drafts = useLocalQuery((db) => draftsOnDevice(db), [])
  const waiting = useLocalQuery((db) => countWaitingOrders(db), []) ?? 0
  // The form a visitor sees before typing anything: stored only once something is typed.
  const [fresh, setFresh] = useState(() => newDraft())
  const [done, setDone] = useState<SubmitOutcome>()
  const [savedAt, setSavedAt] = useState<number>()

  const requested = params.get('draft')
  const current: WholesaleOrderRow | undefined =
    drafts === undefined ? undefined : (drafts.find((d) => d.id === requested) ?? (requested === fresh.id ? fresh : undefined) ?? drafts[0] ?? fresh)
  const persisted = current !== undefined && current !== fresh

  const open = useCallback((id: string) => setParams({ draft: id }, { replace: true }), [setParams])
  const onSaved = useCallback(() => setSavedAt(Date.now()), [])

  const startNew = async () => {
    const draft = await saveDraft(newDraft())
    setDone(undefined)
    open(draft.id)
  }

  const remove = async (id: string) => {
    await deleteDraft(id)
    if (id === current?.id) {
      const next = newDraft()
      setFresh(next)
      open(next.id)
    }
  }

  const placeAnother = () => {
    const next = newDraft()
    setFresh(next)
    setDone(undefined)
    open(next.id)
    window.scrollTo({ top: 0 })
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-10 sm:px-6 lg:pt-14">
      <PageMeta title={`${t('meta.title')} · ${tc('brand')}`} description={t('meta.description', { minimum: WHOLESALE_MINIMUM_UNITS })} />
      <div className="flex flex-wrap items-end justify-between gap-6">
        <PageHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro', { minimum: WHOLESALE_MINIMUM_UNITS })} />
        <Link to={to(SYNC_CENTRE)} className={buttonClasses({ variant: 'secondary', size: 'sm' })} data-testid="sync-centre-link">
          {t('syncCentre.link')}
          {waiting > 0 && (
            <span className="grid min-w-5 place-items-center rounded-full bg-cocoa px-1.5 text-[0.7rem] font-semibold text-cream">
              <span aria-hidden="true">{waiting}</span>
              <span className="sr-only">{t('syncCentre.waiting', { count: waiting })}</span>
            </span>
          )}
        </Link>
      </div>

      <div className="mt-10">
        {done ? (
          <ThankYou outcome={done} onAnother={placeAnother} />
        ) : current === undefined ? (
          <LoadingState />
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
            <DraftsBar drafts={drafts ?? []} currentId={current.id} onSwitch={open} onNew={() => void startNew()} onDelete={remove} />
            {savedAt !== undefined && persisted && (
              <p className="-mt-3 text-xs text-muted" aria-live="polite" data-testid="saved-note">
                {t('drafts.saved', { time: formatDate(new Date(savedAt).toISOString(), lang, { timeStyle: 'short' }) })}
              </p>
            )}
            <DraftEditor
              key={current.id}
              initial={current}
              persisted={persisted}
              products={products}
              prefill={buyer.prefill}
              approvedAccount={buyer.approvedAccount}
              online={online}
              onSaved={onSaved}
              onSubmitted={(outcome) => {
                setDone(outcome)
                window.scrollTo({ top: 0 })
              }}
            />
          </div>
        )}
      </div>
    </div>
  )
}

// One return case in the back office (decision 039), opened from the Returns list: the order and the
// customer, the lines with what was asked (reason, outcome, the size or colour wanted in exchange),
// the evidence (read through the private evidence address), the customer's message, the timeline
// and a reply box; and the step the case's state allows (shared/returns/states.ts): approve, reject
// with a reason, mark received, record the inspection, finish with a card refund or store credit,
// close. Finishing shows, before it is confirmed, the itemised amount the server answered for that
// way of finishing (never recomputed here); a case that asked for an exchange may also be finished
// by sending the replacement, each line showing how many of the size and colour wanted are on the
// shelf, and the confirmation whether the customer first pays the return fee (the server's quote).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '#app/components/form/select-field'
import { TextareaField } from '#app/components/form/textarea-field'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { Button } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { Dialog } from '#app/components/ui/dialog'
import { formatDate, formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { urlFor } from '#shared/contracts/contract'
import type { AdminReturnCase } from '#shared/contracts/admin-returns'
import { returnsApi } from '#shared/contracts/returns'
import { RETURN_OUTCOMES, type ReturnOutcome } from '#shared/returns/policy-settings'
import { returnFeeOf } from '#shared/returns/amounts'
import { FINISHED_STATE, nextStates } from '#shared/returns/states'
import { RETURN_CONDITIONS, type ReturnAmount, type ReturnCondition } from '#shared/schemas/returns'
import { Facts, Section } from './detail-section'
import { ReturnStatus } from './return-status'
import { useReturnCase, type Inspection } from './use-returns'
import { lineNameIn } from '#shared/schemas/orders'

type Finish = ReturnOutcome
type Confirming = null | 'approve' | 'reject' | 'receive' | 'close' | Finish

const FINISH_LABEL = { card_refund: 'returns.dialog.finishCard', store_credit: 'returns.dialog.finishCredit', exchange: 'returns.dialog.finishExchange' } as const

/** The return fee the replacement of an exchange waits for (the server's quote), 0 when none. */
const exchangeFee = (rc: AdminReturnCase) => (rc.amounts ? returnFeeOf(rc.amounts.exchange) : 0)

export function ReturnDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const c = useReturnCase(id, onChanged)
  const rc = c.returnCase
  const [confirming, setConfirming] = useState<Confirming>(null)
  const [reason, setReason] = useState('')
  const money = (cents: number) => formatMoney(cents, lang)
  const next = rc ? nextStates(rc.status, 'staff') : []
  // A step taken, its button is gone with the state it belonged to: the focus, left on the dialog
  // (or the page), goes to the next step's first button.
  const status = rc?.status
  useEffect(() => {
    const timer = setTimeout(() => {
      const active = document.activeElement
      if (active && active !== document.body && active.getAttribute('role') !== 'dialog') return
      document.querySelector<HTMLElement>('[data-return-steps] button')?.focus()
    })
    return () => clearTimeout(timer)
  }, [status])
  // Sending a replacement needs the size or colour the customer asked for: only for a case that asked for an exchange.
  const finishes: Finish[] = rc?.amounts ? RETURN_OUTCOMES.filter((o) => next.includes(FINISHED_STATE[o]) && (o !== 'exchange' || rc.outcome === 'exchange')) : []
  const total = (outcome: Finish) => money(rc?.amounts?.[outcome].totalCents ?? 0)

  const step = (label: string, to: Confirming, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button key={String(to)} variant={variant} className="max-md:h-11" disabled={c.busy !== null} onClick={() => setConfirming(to)}>
      {label}
    </Button>
  )
  const footer = rc && (
    <div data-return-steps className="contents">
      {next.includes('rejected') && step(t('returns.dialog.reject'), 'reject')}
      {next.includes('closed') && step(t('returns.dialog.close'), 'close')}
      {next.includes('approved') && step(t('returns.dialog.approve'), 'approve', 'primary')}
      {next.includes('received') && step(t('returns.dialog.receive'), 'receive', 'primary')}
      {finishes.map((o) => step(t(FINISH_LABEL[o]), o, o === (rc.outcome === 'exchange' ? 'exchange' : 'store_credit') ? 'primary' : 'secondary'))}
    </div>
  )

  const confirmTexts: Record<Exclude<Confirming, null>, { title: string; message: string; button: string; run: () => Promise<void> }> = {
    approve: { title: t('returns.confirm.approveTitle'), message: t('returns.confirm.approve'), button: t('returns.dialog.approve'), run: c.approve },
    reject: { title: t('returns.confirm.rejectTitle'), message: t('returns.confirm.reject'), button: t('returns.dialog.reject'), run: () => c.reject(reason.trim()) },
    receive: { title: t('returns.confirm.receiveTitle'), message: t('returns.confirm.receive'), button: t('returns.dialog.receive'), run: c.receive },
    close: { title: t('returns.confirm.closeTitle'), message: t('returns.confirm.close'), button: t('returns.dialog.close'), run: c.close },
    card_refund: {
      title: t('returns.confirm.cardTitle', { amount: total('card_refund') }),
      message: t('returns.confirm.finish'),
      button: t('returns.confirm.cardButton', { amount: total('card_refund') }),
      run: () => c.finish('card_refund'),
    },
    store_credit: {
      title: t('returns.confirm.creditTitle', { amount: total('store_credit') }),
      message: t('returns.confirm.finish'),
      button: t('returns.confirm.creditButton', { amount: total('store_credit') }),
      run: () => c.finish('store_credit'),
    },
    exchange: {
      title: t('returns.confirm.exchangeTitle'),
      message: rc && exchangeFee(rc) > 0 ? t('returns.confirm.exchangeFee', { amount: money(exchangeFee(rc)) }) : t('returns.confirm.exchangeNoFee'),
      button: t('returns.dialog.finishExchange'),
      run: () => c.finish('exchange'),
    },
  }
  // Mounted while the case is, so that it closes as a dialog does (focus back to its opener).
  const shown = confirmTexts[confirming ?? 'approve']

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={rc ? t('returns.dialog.title', { number: rc.caseNumber }) : t('returns.dialog.loading')}
      description={rc ? t('returns.dialog.description', { order: rc.orderNumber, status: t(`returns.statuses.${rc.status}`) }) : undefined}
      hideDescription
      footer={footer}
    >
      {rc ? (
        <CaseBody returnCase={rc} busy={c.busy} onInspect={(body) => void c.inspect(body).catch(() => {})} onReply={(text) => c.message(text)} />
      ) : c.detail.status === 'error' ? (
        <ErrorState message={t('returns.dialog.fetchFailed')} onRetry={c.detail.reload} />
      ) : (
        <LoadingState label={t('returns.dialog.loading')} />
      )}
      {rc && (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => {
            if (open) return
            setConfirming(null)
            setReason('')
          }}
          title={shown.title}
          message={shown.message}
          confirmLabel={shown.button}
          busyLabel={t('common.saving')}
          destructive={confirming === 'reject'}
          confirmDisabled={confirming === 'reject' && reason.trim() === ''}
          onConfirm={shown.run}
        >
          {confirming === 'reject' && <TextareaField label={t('returns.confirm.rejectReason')} rows={4} required value={reason} onChange={(e) => setReason(e.target.value)} />}
          {(confirming === 'card_refund' || confirming === 'store_credit') && rc.amounts && <AmountList amount={rc.amounts[confirming]} returnCase={rc} />}
          {confirming === 'exchange' && <Replacement returnCase={rc} />}
        </ConfirmDialog>
      )}
    </Dialog>
  )
}

function CaseBody({
  returnCase: rc,
  busy,
  onInspect,
  onReply,
}: {
  returnCase: AdminReturnCase
  busy: string | null
  onInspect: (body: Inspection) => void
  onReply: (text: string) => Promise<void>
}) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const { t: orderStatus } = useTranslation('status')
  const { lang } = useLang()
  const when = (iso: string) => formatDate(iso, lang, { dateStyle: 'medium', timeStyle: 'short' })
  const colour = (code: string) => common(`colors.${code}`, { defaultValue: code })
  const next = nextStates(rc.status, 'staff')
  const finishing = next.includes('refunded') || next.includes('credited') || next.includes('exchanged')
  return (
    <div className="grid gap-5">
      <Section title={t('returns.dialog.case')}>
        <Facts
          rows={[
            [t('returns.dialog.status'), <ReturnStatus key="s" status={rc.status} />],
            [t('returns.dialog.order'), rc.orderNumber],
            [t('returns.dialog.customer'), rc.customerEmail],
            [t('returns.dialog.reason'), t(`returns.reasons.${rc.reason}`)],
            [t('returns.dialog.asked'), t(`returns.outcomes.${rc.outcome}`)],
            [t('returns.dialog.terms'), t(`returns.terms.${rc.terms}`)],
            [t('returns.dialog.opened'), when(rc.createdAt)],
            ...(rc.shipBackBy ? [[t('returns.dialog.shipBackBy'), formatDate(`${rc.shipBackBy}T12:00:00Z`, lang)] as [string, string]] : []),
            ...(rc.amountCents !== null && !rc.exchangeOrder ? [[t('returns.dialog.amount'), formatMoney(rc.amountCents, lang)] as [string, string]] : []),
            ...(rc.exchangeOrder
              ? [[t('returns.dialog.replacement'), t('returns.dialog.replacementOrder', { number: rc.exchangeOrder.number, status: orderStatus(`order.${rc.exchangeOrder.status}`) })] as [string, string]]
              : []),
            ...(rc.decisionNote ? [[t('returns.dialog.decisionNote'), rc.decisionNote] as [string, string]] : []),
            ...(rc.inspectionNote ? [[t('returns.dialog.inspectionNote'), rc.inspectionNote] as [string, string]] : []),
          ]}
        />
      </Section>

      <Section title={t('returns.dialog.lines')}>
        <ul className="grid gap-2 text-sm">
          {rc.lines.map((line) => (
            <li key={line.itemId} className="rounded-2xl border border-sand/70 p-3">
              <p className="font-medium text-ink">{t('returns.dialog.line', { quantity: line.quantity, name: lineNameIn(line, lang), color: colour(line.color), size: line.size })}</p>
              {line.madeToMeasure && <p className="text-xs text-muted">{t('returns.dialog.madeToMeasure')}</p>}
              {(line.exchangeColor || line.exchangeSize) && (
                <p className="mt-1 text-ink">
                  {t('returns.dialog.exchangeFor', { wanted: [line.exchangeColor && colour(line.exchangeColor), line.exchangeSize].filter(Boolean).join(' · ') })}
                  {finishing && rc.outcome === 'exchange' && <> · <ShelfCount available={line.exchangeAvailable} /></>}
                </p>
              )}
              {line.condition && <p className="mt-1 text-muted">{t('returns.dialog.condition', { condition: t(`returns.conditions.${line.condition}`) })}</p>}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('returns.dialog.evidence')}>
        {rc.evidence.length === 0 ? (
          <p className="text-sm text-muted">{t('returns.dialog.noEvidence')}</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {rc.evidence.map((file, i) => {
              const href = urlFor(returnsApi.evidence, { caseId: rc.id, evidenceId: file.id })
              const image = file.contentType.startsWith('image/')
              return (
                <li key={file.id}>
                  <a href={href} target="_blank" rel="noreferrer" className="block rounded-xl text-sm text-ink underline underline-offset-4">
                    {image ? (
                      <img src={href} alt={t('returns.dialog.photo', { n: i + 1 })} className="size-24 rounded-xl object-cover ring-1 ring-sand" loading="lazy" />
                    ) : (
                      <span className="inline-flex min-h-11 items-center">{t('returns.dialog.video', { n: i + 1 })}</span>
                    )}
                  </a>
                </li>
              )
            })}
          </ul>
        )}
      </Section>

      <Section title={t('returns.dialog.customerMessage')}>
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-ink">{rc.message || t('returns.dialog.noMessage')}</p>
      </Section>

      {finishing && <Inspect key={rc.updatedAt} returnCase={rc} busy={busy !== null} onSave={onInspect} />}
      {finishing && rc.amounts && (
        <Section title={t('returns.dialog.wouldPay')}>
          <div className="grid gap-4 md:grid-cols-2">
            {(['card_refund', 'store_credit'] as const).map((o) => (
              <div key={o}>
                <h3 className="mb-2 text-sm font-medium text-ink">{t(`returns.outcomes.${o}`)}</h3>
                <AmountList amount={rc.amounts![o]} returnCase={rc} />
              </div>
            ))}
          </div>
        </Section>
      )}

      <Section title={t('returns.dialog.timeline')}>
        <ol className="grid gap-3 text-sm">
          {rc.timeline.map((entry) => (
            <li key={entry.id} className="border-l-2 border-sand pl-3">
              <p className="text-xs text-muted">
                {t(`returns.dialog.authors.${entry.author}`)} · {when(entry.createdAt)}
                {entry.status && <> · {t(`returns.statuses.${entry.status}`)}</>}
              </p>
              {entry.body && <p className="whitespace-pre-wrap break-words text-ink">{entry.body}</p>}
            </li>
          ))}
        </ol>
      </Section>

      <Reply key={rc.timeline.length} busy={busy !== null} onSend={onReply} />
    </div>
  )
}

/** The reply box: the text stays if sending fails. */
function Reply({ busy, onSend }: { busy: boolean; onSend: (text: string) => Promise<void> }) {
  const { t } = useTranslation('admin')
  const [text, setText] = useState('')
  return (
    <Section title={t('returns.dialog.reply')}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (text.trim()) void onSend(text.trim()).then(() => setText(''), () => {})
        }}
        className="grid gap-3"
      >
        <TextareaField label={t('returns.dialog.reply')} hideLabel hint={t('returns.dialog.replyHint')} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        <div>
          <Button type="submit" variant="secondary" className="max-md:h-11" disabled={busy || !text.trim()}>
            {busy ? t('returns.dialog.sending') : t('returns.dialog.send')}
          </Button>
        </div>
      </form>
    </Section>
  )
}

/** The inspection, line by line: condition, back to stock or not, damaged units. */
function Inspect({ returnCase: rc, busy, onSave }: { returnCase: AdminReturnCase; busy: boolean; onSave: (body: Inspection) => void }) {
  const { lang } = useLang()
  const { t } = useTranslation('admin')
  const [lines, setLines] = useState(() =>
    rc.lines.map((l) => ({ itemId: l.itemId, condition: l.condition ?? ('as_new' as ReturnCondition), restock: l.restock && !l.madeToMeasure, damagedQuantity: l.damagedQuantity })),
  )
  const [note, setNote] = useState(rc.inspectionNote ?? '')
  const edit = (i: number, change: Partial<(typeof lines)[number]>) => setLines((all) => all.map((l, j) => (j === i ? { ...l, ...change } : l)))
  const inspected = rc.lines.every((l) => l.condition !== null)
  return (
    <Section title={t('returns.dialog.inspection')}>
      <p className="mb-3 text-xs text-muted">{inspected ? t('returns.dialog.inspected') : t('returns.dialog.inspectionHint')}</p>
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          onSave({ lines, ...(note.trim() ? { note: note.trim() } : {}) })
        }}
      >
        {rc.lines.map((line, i) => {
          const chosen = lines[i]
          if (!chosen) return null
          return (
            <fieldset key={line.itemId} className="grid gap-3 rounded-2xl border border-sand/70 p-3 sm:grid-cols-3 sm:items-end">
              <legend className="px-1 text-sm font-medium text-ink">{lineNameIn(line, lang)}</legend>
              <SelectField label={t('returns.dialog.conditionLabel', { name: lineNameIn(line, lang) })} value={chosen.condition} onChange={(e) => edit(i, { condition: e.target.value as ReturnCondition })}>
                {RETURN_CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {t(`returns.conditions.${c}`)}
                  </option>
                ))}
              </SelectField>
              <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
                <input type="checkbox" className="size-5 accent-cocoa" disabled={line.madeToMeasure} checked={chosen.restock} onChange={(e) => edit(i, { restock: e.target.checked })} />
                {t('returns.dialog.restock')}
              </label>
              <label className="grid gap-1 text-sm text-ink">
                {t('returns.dialog.damaged')}
                <input
                  type="number"
                  min={0}
                  max={line.quantity}
                  value={chosen.damagedQuantity}
                  onChange={(e) => edit(i, { damagedQuantity: Math.max(0, Math.min(line.quantity, Math.trunc(Number(e.target.value) || 0))) })}
                  className="h-11 rounded-xl border border-sand bg-white px-3 text-ink"
                />
              </label>
            </fieldset>
          )
        })}
        <TextareaField label={t('returns.dialog.inspectionNoteLabel')} optional={t('common.optional')} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        <div>
          <Button type="submit" variant="secondary" className="max-md:h-11" disabled={busy}>
            {t('returns.dialog.saveInspection')}
          </Button>
        </div>
      </form>
    </Section>
  )
}

/** How many of the size and colour asked for in exchange are on the shelf now. */
function ShelfCount({ available }: { available: number | null }) {
  const { t } = useTranslation('admin')
  if (available === null) return <span className="text-red-800">{t('returns.dialog.exchangeNotMade')}</span>
  if (available === 0) return <span className="text-red-800">{t('returns.dialog.exchangeSoldOut')}</span>
  return <span className="text-muted">{t('returns.dialog.exchangeOnShelf', { count: available })}</span>
}

/** What sending the replacement sends: each line in the size and colour asked for. */
function Replacement({ returnCase: rc }: { returnCase: AdminReturnCase }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const { lang } = useLang()
  return (
    <ul className="grid gap-1 text-sm text-ink">
      {rc.lines.map((line) => (
        <li key={line.itemId}>
          {t('returns.dialog.line', {
            quantity: line.quantity,
            name: lineNameIn(line, lang),
            color: common(`colors.${line.exchangeColor ?? line.color}`, { defaultValue: line.exchangeColor ?? line.color }),
            size: line.exchangeSize ?? line.size,
          })}{' '}
          · <ShelfCount available={line.exchangeAvailable} />
        </li>
      ))}
    </ul>
  )
}

/** The server's itemised amount for one way of finishing, as it answered it. */
function AmountList({ amount, returnCase: rc }: { amount: ReturnAmount; returnCase: AdminReturnCase }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const money = (cents: number) => formatMoney(cents, lang)
  const name = (itemId?: string) => {
    const line = rc.lines.find((l) => l.itemId === itemId)
    return line ? lineNameIn(line, lang) : ''
  }
  return (
    <div className="grid gap-1">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {amount.entries.map((entry, i) => (
          <div key={i} className="contents">
            <dt className="text-muted">{t(`returns.entries.${entry.kind}`, { name: name(entry.itemId), percent: entry.percent, amount: money(entry.baseCents ?? 0) })}</dt>
            <dd className="text-right tabular-nums text-ink">{entry.kind === 'shipping_not_refunded' ? '—' : money(entry.cents)}</dd>
          </div>
        ))}
        <div className="contents font-semibold">
          <dt className="border-t border-sand pt-1 text-ink">{t('returns.entries.total')}</dt>
          <dd className="border-t border-sand pt-1 text-right tabular-nums text-ink">{money(amount.totalCents)}</dd>
        </div>
      </dl>
      {amount.owedCents > 0 && <p className="text-xs text-muted">{t('returns.dialog.owed', { amount: money(amount.owedCents) })}</p>}
    </div>
  )
}

// /returns/:caseId: one return as its customer follows it — status, lines, amount, the timeline
// of steps and messages (staff's replies among them), the files sent — with the customer's own
// steps: a message, "I've shipped it" once approved, withdrawing while requested or approved, more
// files. Its signed-in owner, or a guest with the order's signed link (`?key=`, decision 023).
// The flow is in use-return-case.ts.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom'
import type { ReturnCase } from '#shared/schemas/returns'
import { useErrorText } from '#app/components/form/use-error-text'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { buttonClasses } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { PageMeta } from '#app/components/ui/page-meta'
import { formatDate, formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { evidenceUrl } from './evidence-files'
import { EvidencePicker, fieldClasses, formatShopDay } from './return-parts'
import { useReturnCase, type CaseStep } from './use-return-case'
import { lineNameIn } from '#shared/schemas/orders'

export function ReturnCasePage() {
  const { caseId = '' } = useParams()
  const [params] = useSearchParams()
  const key = params.get('key') ?? undefined
  const evidenceFailed = (useLocation().state as { evidenceFailed?: boolean } | null)?.evidenceFailed
  const { t } = useTranslation('returns')
  const { t: tc } = useTranslation()
  const flow = useReturnCase(caseId, key)
  const c = flow.returnCase
  const headingRef = useRef<HTMLHeadingElement>(null)
  const loaded = c !== undefined
  useEffect(() => {
    if (loaded) headingRef.current?.focus()
  }, [loaded])

  if (!c) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <PageMeta title={`${t('pages.mine')} · ${tc('brand')}`} noindex />
        {flow.read.status === 'error' && flow.read.error?.status === 404 ? (
          <p role="alert">{t('case.notFound')}</p>
        ) : flow.read.status === 'error' ? (
          <ErrorState onRetry={flow.read.reload} requestId={flow.read.error?.requestId} />
        ) : (
          <LoadingState />
        )}
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6" data-testid="return-case">
      <PageMeta title={`${t('pages.case', { number: c.caseNumber })} · ${tc('brand')}`} noindex />
      <CaseHeader c={c} headingRef={headingRef} />
      {evidenceFailed && (
        <p role="status" className="rounded-2xl bg-amber-50 p-4 text-amber-900">
          {t('request.evidenceFailed')}
        </p>
      )}
      <StepOutcome flow={flow} />
      <CaseLines c={c} />
      <Timeline c={c} />
      <Evidence c={c} accessKey={key} flow={flow} />
      <CustomerSteps c={c} flow={flow} />
    </div>
  )
}

type Flow = ReturnType<typeof useReturnCase>

function CaseHeader({ c, headingRef }: { c: ReturnCase; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('returns')
  const { lang } = useLang()
  return (
    <header>
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl text-ink outline-none sm:text-4xl">
        {t('pages.case', { number: c.caseNumber })}
      </h1>
      <p className="mt-2 text-muted">{t('case.intro', { number: c.orderNumber, date: formatDate(c.createdAt, lang, { dateStyle: 'long' }) })}</p>
      <dl className="mt-4 grid gap-4 rounded-3xl bg-white p-5 text-sm ring-1 ring-sand/70 sm:grid-cols-4">
        <Pair label={t('case.status')}>
          <span data-testid="return-status">{t(`status.${c.status}`)}</span>
        </Pair>
        <Pair label={t('case.reason')}>{t(`reason.${c.reason}`)}</Pair>
        <Pair label={t('case.outcome')}>{t(`outcome.${c.outcome}`)}</Pair>
        {c.amountCents !== null && !c.exchangeOrder && <Pair label={t('case.amount')}>{formatMoney(c.amountCents, lang)}</Pair>}
      </dl>
      {c.status === 'approved' && c.shipBackBy && <p className="mt-3 rounded-2xl bg-cream p-4 text-ink">{t('case.shipBy', { date: formatShopDay(c.shipBackBy, lang), number: c.caseNumber })}</p>}
      {c.exchangeOrder && <Replacement order={c.exchangeOrder} />}
    </header>
  )
}

/** An exchange's replacement order: its number and page, where a return fee still due is paid before it ships. */
function Replacement({ order }: { order: NonNullable<ReturnCase['exchangeOrder']> }) {
  const { t } = useTranslation('returns')
  const { to } = useLang()
  const owesFee = order.status === 'pending'
  const href = to(`/order-confirmation/${order.id}${order.accessKey ? `?key=${encodeURIComponent(order.accessKey)}` : ''}`)
  return (
    <div className="mt-3 rounded-2xl bg-cream p-4 text-ink" data-testid="return-replacement">
      <p>{t(owesFee ? 'case.replacementFeeDue' : 'case.replacement', { number: order.number })}</p>
      <Link to={href} className={buttonClasses({ variant: owesFee ? 'primary' : 'secondary', size: 'sm', className: 'mt-3' })}>
        {t(owesFee ? 'case.payFee' : 'case.seeReplacement')}
      </Link>
    </div>
  )
}

function Pair({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-1 font-medium text-ink">{children}</dd>
    </div>
  )
}

function StepOutcome({ flow }: { flow: Flow }) {
  const { t } = useTranslation('returns')
  const { apiErrorText } = useErrorText()
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [flow.outcome])
  if (!flow.outcome) return null
  return flow.outcome.ok ? (
    <p ref={ref} tabIndex={-1} role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900" data-testid="step-done">
      {t(`case.done.${flow.outcome.step}`)}
    </p>
  ) : (
    <p ref={ref} tabIndex={-1} role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900" data-testid="step-error">
      {apiErrorText(flow.outcome.error, t('case.failed'))}
    </p>
  )
}

function CaseLines({ c }: { c: ReturnCase }) {
  const { t } = useTranslation('returns')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  return (
    <section aria-labelledby="case-lines">
      <h2 id="case-lines" className="mb-3 font-serif text-2xl text-ink">
        {t('case.linesTitle')}
      </h2>
      <ul className="divide-y divide-sand/60 rounded-3xl bg-white px-5 ring-1 ring-sand/70">
        {c.lines.map((line) => {
          const wanted = [line.exchangeSize, line.exchangeColor && tc(`colors.${line.exchangeColor}`, { defaultValue: line.exchangeColor })].filter(Boolean).join(' · ')
          return (
            <li key={line.itemId} className="py-3 text-sm">
              <p className="text-base text-ink">
                {lineNameIn(line, lang)} × {line.quantity}
              </p>
              <p className="text-muted">{t('request.options', { color: tc(`colors.${line.color}`, { defaultValue: line.color }), size: line.size })}</p>
              {wanted && <p className="text-cocoa">{t('case.exchangeFor', { wanted })}</p>}
              {line.condition && <p className="text-muted">{t(`case.condition.${line.condition}`)}</p>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function Timeline({ c }: { c: ReturnCase }) {
  const { t } = useTranslation('returns')
  const { lang } = useLang()
  return (
    <section aria-labelledby="case-timeline">
      <h2 id="case-timeline" className="mb-3 font-serif text-2xl text-ink">
        {t('case.timelineTitle')}
      </h2>
      <ol className="space-y-3" data-testid="return-timeline">
        {c.timeline.map((entry) => (
          <li key={entry.id} className={entry.author === 'staff' ? 'rounded-2xl bg-cream p-4' : 'rounded-2xl bg-white p-4 ring-1 ring-sand/70'}>
            <p className="text-xs text-muted">
              {t(`case.author.${entry.author}`)} · {formatDate(entry.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            {entry.status && <p className="font-medium text-ink">{t('case.stepTo', { status: t(`status.${entry.status}`) })}</p>}
            {entry.body && <p className="whitespace-pre-line text-ink">{entry.body}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Evidence({ c, accessKey, flow }: { c: ReturnCase; accessKey: string | undefined; flow: Flow }) {
  const { t } = useTranslation('returns')
  const open = c.status === 'requested' || c.status === 'approved'
  return (
    <section aria-labelledby="case-evidence">
      <h2 id="case-evidence" className="mb-3 font-serif text-2xl text-ink">
        {t('case.evidenceTitle')}
      </h2>
      {c.evidence.length === 0 ? (
        <p className="text-sm text-muted">{t('case.evidenceNone')}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {c.evidence.map((file, i) => {
            const url = evidenceUrl(c.id, file.id, accessKey)
            const label = t(file.contentType.startsWith('video/') ? 'case.evidenceVideo' : 'case.evidencePhoto', { n: i + 1 })
            return (
              <li key={file.id}>
                <a href={url} target="_blank" rel="noopener noreferrer" className="block size-24 overflow-hidden rounded-2xl bg-sand/40 ring-1 ring-sand/70">
                  {file.contentType.startsWith('image/') ? (
                    <img src={url} alt={label} className="size-full object-cover" loading="lazy" />
                  ) : (
                    <span className="grid size-full place-items-center text-sm text-ink">{label}</span>
                  )}
                </a>
              </li>
            )
          })}
        </ul>
      )}
      {open && (
        <div className="mt-3">
          <EvidencePicker
            id="case-files"
            label={t('case.addEvidence')}
            labelClassName="text-sm font-medium text-ink"
            disabled={flow.busy !== undefined}
            refusals={flow.fileRefusals}
            onFiles={(files) => void flow.addFiles(files)}
          />
        </div>
      )}
    </section>
  )
}

/** A text and its button: kept on a refusal, emptied once sent. */
function StepForm({ id, label, button, step, flow, required, run }: { id: string; label: string; button: string; step: CaseStep; flow: Flow; required?: boolean; run: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('')
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault()
        void run(text).then((ok) => ok && setText(''))
      }}
    >
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <textarea id={id} rows={3} maxLength={5000} className={`${fieldClasses} w-full`} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className={buttonClasses()} disabled={flow.busy !== undefined || (required && !text.trim())}>
        {flow.busy === step ? '…' : button}
      </button>
    </form>
  )
}

function CustomerSteps({ c, flow }: { c: ReturnCase; flow: Flow }) {
  const { t } = useTranslation('returns')
  const [confirming, setConfirming] = useState(false)
  // The server takes a message on every case but a closed one (a finished case may still have a question).
  if (c.status === 'closed') return null
  return (
    <div className="space-y-6 rounded-3xl bg-white p-5 ring-1 ring-sand/70 sm:p-6">
      {c.status === 'approved' && (
        <StepForm id="case-tracking" label={t('case.trackingLabel')} button={t('case.shippedSend')} step="shipped" flow={flow} run={flow.shipped} />
      )}
      <StepForm id="case-message" label={t('case.messageLabel')} button={t('case.messageSend')} step="message" flow={flow} required run={flow.message} />
      {(c.status === 'requested' || c.status === 'approved') && (
        <div className="border-t border-sand pt-4">
          <h2 className="font-medium text-ink">{t('case.withdrawTitle')}</h2>
          <p className="text-sm text-muted">{t('case.withdrawHint')}</p>
          <button type="button" className={buttonClasses({ variant: 'secondary', className: 'mt-2' })} disabled={flow.busy !== undefined} onClick={() => setConfirming(true)}>
            {t('case.withdraw')}
          </button>
          {/* Withdrawing cannot be undone: asked once more. Its outcome is told under the heading, as every step's. */}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('case.withdrawTitle')}
            message={t('case.withdrawHint')}
            confirmLabel={t('case.withdraw')}
            destructive
            onConfirm={async () => void (await flow.withdraw())}
          />
        </div>
      )}
    </div>
  )
}

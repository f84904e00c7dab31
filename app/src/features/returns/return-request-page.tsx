// /returns/new/:orderId: asking for a return of a delivered order — by its signed-in owner, or a
// guest with the order's signed link (`?key=`, decision 023). Before sending, the shopper sees the
// windows that apply, why a line cannot be returned for the reason chosen, and the itemised amount.
// The flow is in use-return-request.ts.
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { RETURN_OUTCOMES, RETURN_REASONS, RETURN_WINDOWS } from '#shared/returns/policy-settings'
import type { ReturnOptions } from '#shared/schemas/returns'
import { useErrorText } from '#app/components/form/use-error-text'
import { buttonClasses } from '#app/components/ui/button'
import { PageMeta } from '#app/components/ui/page-meta'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { useLang } from '#app/lib/i18n/use-lang'
import { AmountList, EvidencePicker, ExchangeSummary, fieldClasses, formatShopDay, useRefusalText } from './return-parts'
import { useReturnRequest, wantedOf, wantedValue } from './use-return-request'
import { caseLink } from '#app/components/orders/return-links'
import { lineNameIn } from '#shared/schemas/orders'

export function ReturnRequestPage() {
  const { orderId = '' } = useParams()
  const [params] = useSearchParams()
  const key = params.get('key') ?? undefined
  const navigate = useNavigate()
  const { t } = useTranslation('returns')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const refusalText = useRefusalText()
  const { apiErrorText } = useErrorText()
  const flow = useReturnRequest(orderId, key, ({ returnCase, evidenceFailed }) =>
    navigate(to(caseLink(returnCase.id, key)), { state: { evidenceFailed } }),
  )
  const errorRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (flow.error !== undefined) errorRef.current?.focus()
  }, [flow.error])

  const options = flow.options
  const title = `${t('pages.request')} · ${tc('brand')}`
  if (!options.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <PageMeta title={title} noindex />
        {options.status === 'error' && options.error?.status === 404 ? (
          <p role="alert" className="text-ink">{t('request.notFound')}</p>
        ) : options.status === 'error' ? (
          <ErrorState onRetry={options.reload} requestId={options.error?.requestId} />
        ) : (
          <LoadingState />
        )}
      </div>
    )
  }
  const data: ReturnOptions = options.data
  const names = Object.fromEntries(data.lines.map((l) => [l.itemId, lineNameIn(l, lang)]))
  const appliesWindow = data.reasons[flow.reason].window
  const amount = flow.quote.status === 'ready' ? flow.quote.quote.amounts[flow.outcome] : undefined

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-testid="return-request">
      <PageMeta title={title} noindex />
      <h1 className="text-3xl text-ink sm:text-4xl">{t('pages.request')}</h1>
      <p className="mt-2 text-muted">{t('request.intro', { number: data.orderNumber })}</p>

      {data.orderRefusals.length > 0 ? (
        <div role="alert" className="mt-8 rounded-3xl bg-white p-6 ring-1 ring-sand/70">
          <p className="font-medium text-ink">{t('request.orderNotReturnable')}</p>
          <ul className="mt-2 list-disc pl-5 text-muted">
            {data.orderRefusals.map((r) => (
              <li key={r}>{refusalText(r)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <form
          className="mt-8 space-y-8"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void flow.send()
          }}
        >
          <section aria-labelledby="windows-title" className="rounded-3xl bg-white p-5 ring-1 ring-sand/70 sm:p-6">
            <h2 id="windows-title" className="font-serif text-2xl text-ink">
              {t('request.windowsTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {t(data.windows.receipt === 'delivered' ? 'request.received' : 'request.receivedEstimated', { date: formatShopDay(data.windows.receivedOn, lang) })}
            </p>
            {data.windows.holidayOrder && <p className="mt-1 text-sm text-cocoa">{t('request.holiday')}</p>}
            <ul className="mt-3 space-y-2 text-sm" data-testid="return-windows">
              {RETURN_WINDOWS.map((w) => {
                const state = data.windows.windows[w]
                return (
                  <li key={w} className={w === appliesWindow ? 'rounded-2xl bg-cream p-3 text-ink' : 'p-3 text-muted'}>
                    <span className="font-medium">{t(`request.window.${w}`)}</span>
                    {w === appliesWindow && <span> · {t('request.appliesHere')}</span>}
                    <br />
                    {t(state.open ? 'request.until' : 'request.closed', { date: formatShopDay(state.lastDay, lang) })}
                  </li>
                )
              })}
            </ul>
          </section>

          <fieldset className="space-y-2">
            <legend className="mb-2 font-serif text-2xl text-ink">{t('request.reasonLegend')}</legend>
            {RETURN_REASONS.map((r) => (
              <label key={r} className="flex min-h-11 items-center gap-3 rounded-2xl bg-white px-4 ring-1 ring-sand/70">
                <input type="radio" name="reason" value={r} checked={flow.reason === r} onChange={() => flow.setReason(r)} className="size-5" />
                {t(`reason.${r}`)}
              </label>
            ))}
          </fieldset>

          <fieldset>
            <legend className="mb-2 font-serif text-2xl text-ink">{t('request.linesLegend')}</legend>
            <ul className="space-y-3">
              {data.lines.map((line) => {
                const allowed = line.byReason[flow.reason]
                const inputId = `units-${line.itemId}`
                const lineErrors = flow.lineErrors[line.itemId] ?? []
                return (
                  <li key={line.itemId} className="rounded-3xl bg-white p-4 ring-1 ring-sand/70" data-testid="return-line">
                    <div className="flex gap-4">
                      {line.productImage ? (
                        <img src={line.productImage} alt="" width={48} height={60} className="h-15 w-12 shrink-0 rounded-lg bg-sand/40 object-cover" />
                      ) : (
                        <span aria-hidden="true" className="block h-15 w-12 shrink-0 rounded-lg bg-sand/40" />
                      )}
                      <div className="min-w-0 flex-1">
                        <p className="text-ink">{lineNameIn(line, lang)}</p>
                        <p className="text-sm text-muted">{t('request.options', { color: tc(`colors.${line.color}`, { defaultValue: line.color }), size: line.size })}</p>
                        {allowed.returnable ? (
                          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                            <label htmlFor={inputId} className="text-sm text-ink">
                              {t('request.quantity')}
                            </label>
                            <select
                              id={inputId}
                              className={`${fieldClasses} w-24`}
                              value={Math.min(flow.units[line.itemId] ?? 0, allowed.returnableQuantity)}
                              onChange={(e) => flow.setUnits(line.itemId, Number(e.target.value))}
                              aria-describedby={`${inputId}-of`}
                            >
                              {Array.from({ length: allowed.returnableQuantity + 1 }, (_, n) => (
                                <option key={n} value={n}>
                                  {n}
                                </option>
                              ))}
                            </select>
                            <span id={`${inputId}-of`} className="text-sm text-muted">
                              {t('request.ofQuantity', { count: allowed.returnableQuantity })}
                            </span>
                          </div>
                        ) : (
                          <div className="mt-2 text-sm text-cocoa" data-testid="line-refusals">
                            <p>{t('request.notReturnable')}</p>
                            <ul className="list-disc pl-5">
                              {allowed.refusals.map((r) => (
                                <li key={r}>{refusalText(r)}</li>
                              ))}
                            </ul>
                          </div>
                        )}
                        {lineErrors.length > 0 && (
                          <ul className="mt-2 list-disc pl-5 text-sm text-red-800" data-testid="line-errors">
                            {lineErrors.map((r) => (
                              <li key={r}>{refusalText(r)}</li>
                            ))}
                          </ul>
                        )}
                      </div>
                    </div>
                    {flow.outcome === 'exchange' && allowed.returnable && (flow.units[line.itemId] ?? 0) > 0 && (
                      <div className="mt-3">
                        {line.exchangeOptions.length === 0 ? (
                          <p className="text-sm text-cocoa">{t('request.exchangeNone')}</p>
                        ) : (
                          <>
                            <label htmlFor={`wanted-${line.itemId}`} className="text-sm text-ink">
                              {t('request.exchangeWanted')}
                            </label>
                            <select
                              id={`wanted-${line.itemId}`}
                              className={`${fieldClasses} w-full`}
                              value={wantedValue(flow.exchange[line.itemId])}
                              onChange={(e) => flow.setExchange(line.itemId, wantedOf(e.target.value))}
                            >
                              <option value="">{t('request.exchangeChoose')}</option>
                              {line.exchangeOptions.map((o) => {
                                const option = t('request.options', { color: tc(`colors.${o.color}`, { defaultValue: o.color }), size: o.size })
                                return (
                                  <option key={wantedValue(o)} value={wantedValue(o)} disabled={!o.inStock}>
                                    {o.inStock ? option : t('request.exchangeSoldOut', { option })}
                                  </option>
                                )
                              })}
                            </select>
                          </>
                        )}
                      </div>
                    )}
                  </li>
                )
              })}
            </ul>
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="mb-2 font-serif text-2xl text-ink">{t('request.outcomeLegend')}</legend>
            {RETURN_OUTCOMES.map((o) => (
              <label key={o} className="flex min-h-11 items-center gap-3 rounded-2xl bg-white px-4 ring-1 ring-sand/70">
                <input type="radio" name="outcome" value={o} checked={flow.outcome === o} onChange={() => flow.setOutcome(o)} className="size-5" />
                {t(`outcome.${o}`)}
              </label>
            ))}
          </fieldset>

          <section aria-labelledby="quote-title" aria-live="polite" className="rounded-3xl bg-white p-5 ring-1 ring-sand/70 sm:p-6">
            <h2 id="quote-title" className="mb-3 font-serif text-2xl text-ink">
              {t('request.quoteTitle')}
            </h2>
            {flow.quote.status === 'idle' && <p className="text-sm text-muted">{t('request.quoteEmpty')}</p>}
            {flow.quote.status === 'loading' && <p className="text-sm text-muted">{t('request.quoteLoading')}</p>}
            {flow.quote.status === 'error' && <p className="text-sm text-cocoa">{apiErrorText(flow.quote.error, t('request.quoteFailed'))}</p>}
            {amount && (flow.outcome === 'exchange' ? <ExchangeSummary amount={amount} /> : <AmountList amount={amount} names={names} />)}
          </section>

          <div>
            <label htmlFor="return-message" className="font-medium text-ink">
              {t('request.messageLabel')}
            </label>
            <p id="return-message-hint" className="text-sm text-muted">
              {t('request.messageHint')}
            </p>
            <textarea
              id="return-message"
              aria-describedby="return-message-hint"
              rows={4}
              maxLength={5000}
              className={`${fieldClasses} mt-2 w-full`}
              value={flow.message}
              onChange={(e) => flow.setMessage(e.target.value)}
            />
          </div>

          <div>
            <EvidencePicker
              id="return-files"
              label={t('request.evidenceLabel')}
              labelClassName="font-medium text-ink"
              refusals={flow.fileRefusals}
              onFiles={flow.addFiles}
            />
            {flow.files.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm">
                {flow.files.map((file, i) => (
                  <li key={`${i}-${file.name}`} className="flex items-center justify-between gap-3">
                    <span className="truncate">{file.name}</span>
                    <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'min-h-11' })} onClick={() => flow.removeFile(i)}>
                      {t('request.evidenceRemove', { name: file.name })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          {flow.error !== undefined && (
            <div ref={errorRef} tabIndex={-1} role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900" data-testid="return-error">
              <p className="font-medium">{t('request.errorsTitle')}</p>
              <p>{apiErrorText(flow.error, t('request.failed'))}</p>
            </div>
          )}

          {flow.exchangeMissing && (
            <p id="exchange-missing" className="text-sm text-cocoa">
              {t('request.exchangeMissing')}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={buttonClasses({ size: 'lg' })}
              disabled={flow.sending || flow.chosen.length === 0 || flow.exchangeMissing}
              aria-describedby={flow.exchangeMissing ? 'exchange-missing' : undefined}
            >
              {flow.sending ? t('request.sending') : t('request.send')}
            </button>
            {!key && (
              <Link to={to('/dashboard/orders')} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                {t('request.backToOrders')}
              </Link>
            )}
          </div>
        </form>
      )}
    </div>
  )
}

// Building blocks the returns screens share: a refusal in the shopper's words (the error
// catalogue's text, decision 030), a shop day, the itemised amount, and the evidence file picker.
import { useTranslation } from 'react-i18next'
import { messageKeyOf } from '#shared/errors/catalogue'
import { returnFeeOf } from '#shared/returns/amounts'
import { returnError, type ReturnRefusal } from '#shared/returns/refusals'
import type { ReturnAmount } from '#shared/schemas/returns'
import { EVIDENCE_ACCEPT, type FileRefusal } from './evidence-files'
import { useFileRefusalText } from './use-file-refusal-text'
import { formatDate, formatMoney, formatPercent } from '#app/lib/format'
import type { Language } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'

export const fieldClasses = 'min-h-11 rounded-2xl border border-sand bg-white px-4 py-2 text-ink focus:border-ink focus:outline-none'

/** Each refusal's text, as the server would answer it. */
export function useRefusalText() {
  const { t } = useTranslation('validation')
  return (refusal: ReturnRefusal) => t(messageKeyOf(returnError(refusal)))
}

/** A shop day (YYYY-MM-DD) as that day wherever the reader is. */
export const formatShopDay = (day: string, lang: Language) => formatDate(`${day.slice(0, 10)}T12:00:00Z`, lang, { dateStyle: 'long', timeZone: 'UTC' })

/** Every entry of an amount named, the deductions as negative money, and the total. */
export function AmountList({ amount, names }: { amount: ReturnAmount; names: Record<string, string> }) {
  const { t } = useTranslation('returns')
  const { lang } = useLang()
  const count = (itemId?: string) => amount.lines.find((l) => l.itemId === itemId)?.quantity ?? 0
  return (
    <div className="space-y-1 text-sm" data-testid="return-amount">
      <dl className="space-y-1">
        {amount.entries.map((entry, i) => (
          <div key={i} className="flex justify-between gap-4 text-muted">
            <dt>
              {t(`entry.${entry.kind}`, {
                name: names[entry.itemId ?? ''] ?? '',
                count: count(entry.itemId),
                percent: entry.percent === undefined ? '' : formatPercent(entry.percent, lang),
                amount: formatMoney(entry.baseCents ?? 0, lang),
              })}
            </dt>
            <dd className="shrink-0 tabular-nums">{entry.kind === 'shipping_not_refunded' ? '—' : formatMoney(entry.cents, lang)}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-sand pt-2 text-base font-medium text-ink">
          <dt>{t('request.total')}</dt>
          <dd className="tabular-nums" data-testid="return-total">
            {formatMoney(amount.totalCents, lang)}
          </dd>
        </div>
      </dl>
      {amount.owedCents > 0 && <p className="text-cocoa">{t('request.owed', { amount: formatMoney(amount.owedCents, lang) })}</p>}
    </div>
  )
}

/**
 * What an exchange costs the customer: the replacement nothing, and the return fee (paid by card on
 * the replacement's order page before it ships) when the quote takes one.
 */
export function ExchangeSummary({ amount }: { amount: ReturnAmount }) {
  const { t } = useTranslation('returns')
  const { lang } = useLang()
  const fee = returnFeeOf(amount)
  return (
    <div className="space-y-1 text-sm" data-testid="return-amount">
      <dl className="space-y-1">
        <div className="flex justify-between gap-4 text-muted">
          <dt>{t('request.exchangeReplacement')}</dt>
          <dd className="shrink-0">{t('request.exchangeFree')}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-sand pt-2 text-base font-medium text-ink">
          <dt>{t('request.exchangeFeeLabel')}</dt>
          <dd className="shrink-0 tabular-nums" data-testid="return-total">
            {formatMoney(fee, lang)}
          </dd>
        </div>
      </dl>
      <p className="text-muted">{fee > 0 ? t('request.exchangeFeeHow') : t('request.exchangeNoFee')}</p>
    </div>
  )
}

/**
 * Photos or short videos to add: the picker (emptied after each choice, so the same file can be
 * chosen again) and why the files it refused were refused.
 */
export function EvidencePicker({ id, label, labelClassName, disabled, refusals, onFiles }: {
  id: string
  label: string
  labelClassName: string
  disabled?: boolean
  refusals: readonly FileRefusal[]
  onFiles: (files: File[]) => void
}) {
  const { t } = useTranslation('returns')
  const refusalText = useFileRefusalText()
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('request.evidenceHint')}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={EVIDENCE_ACCEPT}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        className="mt-2 block min-h-11 w-full text-sm"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])])
          e.target.value = ''
        }}
      />
      {refusals.length > 0 && (
        <ul role="alert" className="mt-2 text-sm text-red-800">
          {refusals.map((r, i) => (
            <li key={i}>{refusalText(r)}</li>
          ))}
        </ul>
      )}
    </>
  )
}

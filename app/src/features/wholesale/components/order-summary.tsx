// The order summary: the lines, scrolling at 240 px, each with its quantity (0
// removes the line); lines under the minimum per style, colour and size are flagged, not refused
// (the team quotes them); and the estimate: list prices, less an approved account's discount.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localized } from '#shared/catalogue/catalogue'
import { parseAmount } from '#shared/pricing/money'
import { wholesaleEstimate } from '#shared/pricing/wholesale'
import type { Product } from '#shared/schemas/catalogue'
import { MAX_LINE_QUANTITY, type AccountSummary } from '#shared/schemas/wholesale'
import { Trash2Icon } from 'lucide-react'
import { useErrorText } from '#app/components/form/use-error-text'
import { formatMoney, formatPercent } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { WholesaleDraftLine } from '#app/lib/wholesale-orders'

function QuantityInput({ value, label, onCommit }: { value: number; label: string; onCommit: (quantity: number) => void }) {
  const [text, setText] = useState(String(value))
  // The quantity changed elsewhere (the same line added again): show it.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(String(value))
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_LINE_QUANTITY}
      step={1}
      aria-label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        const n = Number(e.target.value)
        // Half-typed values wait; a whole number takes effect at once (0 removes the line).
        if (e.target.value.trim() !== '' && Number.isInteger(n) && n >= 0) onCommit(Math.min(n, MAX_LINE_QUANTITY))
      }}
      onBlur={() => setText(String(value))}
      className="w-20 rounded-xl border border-sand bg-white px-2 py-1.5 text-right text-sm text-ink outline-none focus:border-cocoa focus:ring-2 focus:ring-cocoa/30"
    />
  )
}

export type OrderSummaryProps = {
  lines: WholesaleDraftLine[]
  products: Map<string, Product>
  /** The server's reasons per line index (a refused submission). */
  lineErrors: Record<number, string>
  /** The minimum per line this buyer is told about: 12, or an approved account's own. */
  minimum: number
  approvedAccount: AccountSummary | undefined
  onQuantity: (index: number, quantity: number) => void
}

export function OrderSummary({ lines, products, lineErrors, minimum, approvedAccount, onQuantity }: OrderSummaryProps) {
  const { t } = useTranslation('wholesale')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const { messageText } = useErrorText()
  const id = useId()
  const discount = approvedAccount?.discountRate ? parseAmount(approvedAccount.discountRate) : 0
  const estimate = wholesaleEstimate(
    lines.map((line) => {
      const product = products.get(line.productId)
      return { priceCents: product ? parseAmount(product.price) : null, quantity: line.quantity }
    }),
    discount,
  )
  const money = (cents: number) => formatMoney(cents, lang)

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl border border-sand/70 bg-white p-5 shadow-sm">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl text-ink">
          {t('summary.title')}
        </h2>
        <p className="text-sm text-muted" data-testid="summary-count">
          {t('summary.lines', { count: lines.length })} · {t('summary.units', { count: estimate.units })}
        </p>
      </div>
      {lines.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-sand p-4 text-sm text-muted">{t('summary.empty')}</p>
      ) : (
        // The summary scrolls beyond 240 px; focusable so a keyboard can scroll it too.
        <ul tabIndex={0} aria-label={t('summary.linesLabel')} className="mt-4 max-h-[240px] divide-y divide-sand/60 overflow-y-auto rounded-2xl border border-sand/60 px-3 outline-none focus-visible:ring-2 focus-visible:ring-cocoa/40" data-testid="summary-lines">
          {lines.map((line, index) => {
            const product = products.get(line.productId)
            const name = product ? localized(product, 'name', lang) : line.productName
            const color = tc(`colors.${line.color}`, { defaultValue: line.color })
            const error = lineErrors[index]
            return (
              <li key={`${line.productId}|${line.color}|${line.size}`} className="py-3">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="break-words text-sm font-medium text-ink">{name}</p>
                    <p className="text-xs text-muted">
                      {line.productCode} · {color} · {line.size}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <QuantityInput value={line.quantity} label={t('summary.quantityOf', { name, color, size: line.size })} onCommit={(q) => onQuantity(index, q)} />
                    <button
                      type="button"
                      onClick={() => onQuantity(index, 0)}
                      aria-label={t('summary.remove', { name, color, size: line.size })}
                      className="grid size-9 place-items-center rounded-full text-muted hover:bg-sand/60 hover:text-ink"
                    >
                      <Trash2Icon width={18} height={18} />
                    </button>
                  </div>
                </div>
                {line.quantity < minimum && <p className="mt-1 text-xs text-amber-800">{t('summary.belowMinimum', { minimum })}</p>}
                {!product && <p className="mt-1 text-xs text-amber-800">{t('summary.notInCatalogue')}</p>}
                {error && (
                  <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                    {messageText(error)}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}

      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="estimate">
        <dt className="text-muted">{t('summary.listTotal')}</dt>
        <dd className="text-right text-ink">{money(estimate.listCents)}</dd>
        {approvedAccount && (
          <>
            <dt className="text-muted">{t('summary.discount', { rate: formatPercent(approvedAccount.discountRate ?? 0, lang) })}</dt>
            <dd className="text-right text-emerald-800">−{money(estimate.discountCents)}</dd>
            <dt className="font-medium text-ink">{t('summary.estimatedTotal')}</dt>
            <dd className="text-right font-medium text-ink">{money(estimate.totalCents)}</dd>
          </>
        )}
      </dl>
      {estimate.unpricedLines > 0 && <p className="mt-2 text-xs text-muted">{t('summary.unpriced', { count: estimate.unpricedLines })}</p>}
      <p className="mt-3 text-xs leading-relaxed text-muted">
        {approvedAccount ? t('summary.accountNote', { minimum }) : t('summary.quoteNote', { minimum })}
      </p>
    </section>
  )
}

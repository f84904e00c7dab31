// 'Refund' in the order dialog (decision 012 "Refunds"): units of each line (with "back to stock",
// never offered for a made-to-measure piece), or an amount, or both (the amount is then what goes
// back); what is left to refund is shown, and the server prices the lines and checks the rest.
// For an order placed with a customer account, staff choose where it goes: the card, or store
// credit with the 10 % bonus (decision 035), and the dialog shows the credit the customer receives
// (and, for an order store credit paid in part, that credit part given back first, without bonus).
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/form/text-field'
import { FormDialog } from '#app/components/ui/form-dialog'
import { formatAmount, formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { AdminOrderDetail } from '#shared/contracts/admin-orders'
import { REFUND_DESTINATIONS, STORE_CREDIT_BONUS_PERCENT } from '#shared/pricing/store-credit'
import { Facts } from './detail-section'
import { useAdminAction } from './use-admin-action'
import { useRefund } from './use-refund'
import { lineNameIn } from '#shared/schemas/orders'

export function RefundDialog({ order, onClose, onRefunded }: { order: AdminOrderDetail; onClose: () => void; onRefunded: () => void }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const { lang } = useLang()
  const act = useAdminAction()
  const form = useRefund(order)
  const [saving, setSaving] = useState(false)
  const linesHeading = useId()
  const previewId = useId()
  const money = (amount: string) => formatAmount(amount, lang)

  const save = async () => {
    setSaving(true)
    try {
      await act(form.submit, { success: form.to === 'store_credit' ? t('refund.doneToCredit') : t('refund.done'), failure: t('refund.failed') })
      onRefunded()
      onClose()
    } catch {
      // Told in the toast; the dialog keeps what was chosen, and a retry resumes the same refund.
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      size="md"
      title={t('refund.title', { number: order.reference })}
      description={t('refund.description')}
      busy={saving}
      onSubmit={save}
      onClose={onClose}
      submitLabel={t('refund.submit')}
      busyLabel={t('refund.refunding')}
      className="mt-4 grid gap-4"
      intro={
        <Facts
          rows={[
            [t('refund.total'), money(order.totalAmount)],
            [t('refund.refunded'), money(order.refundedAmount)],
            [t('refund.left'), <strong key="left">{money(order.refundableAmount)}</strong>],
          ]}
        />
      }
    >
      <section className="grid gap-3" aria-labelledby={linesHeading}>
        <h3 id={linesHeading} className="text-sm font-medium">
          {t('refund.lines')}
        </h3>
        {form.refundable.length === 0 && <p className="text-sm text-muted">{t('refund.noLines')}</p>}
        {form.refundable.map((item) => {
          const left = item.quantity - item.refundedQuantity
          const line = form.lines[item.id]
          return (
            <fieldset key={item.id} className="grid gap-2 rounded-md border border-sand/70 p-3" aria-describedby={`${linesHeading}-${item.id}`}>
              <legend className="px-1 text-sm">
                <span className="font-medium">{lineNameIn(item, lang)}</span> · {common(`colors.${item.color}`, { defaultValue: item.color })} · {item.size}
              </legend>
              <p id={`${linesHeading}-${item.id}`} className="text-xs text-muted">
                {t('refund.lineFacts', { price: money(item.unitPrice), count: left })}
              </p>
              {/* The units that can be refunded are said once, above (no hint under the field), so the
                  restock box lines up with the field beside it and leaves no empty band under it on a phone. */}
              <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
                <TextField
                  label={t('refund.quantity')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  step={1}
                  className="w-40"
                  value={line?.quantity ?? '0'}
                  onChange={(e) => form.setLine(item.id, { quantity: e.target.value })}
                />
                {item.restockableQuantity > 0 ? (
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="checkbox" className="size-5" checked={line?.restock ?? false} onChange={(e) => form.setLine(item.id, { restock: e.target.checked })} />
                    {t('refund.restock')}
                  </label>
                ) : (
                  <p className="flex min-h-11 items-center text-xs text-muted">{item.measurements ? t('refund.madeToMeasure') : t('refund.noRestock')}</p>
                )}
              </div>
            </fieldset>
          )
        })}
      </section>
      <TextField
        label={t('refund.amount')}
        hint={t('refund.amountHint', { left: money(order.refundableAmount) })}
        inputMode="decimal"
        optional={t('common.optional')}
        placeholder="12.50"
        value={form.amount}
        onChange={(e) => form.setAmount(e.target.value)}
      />
      {form.creditOffered && (
        <fieldset className="grid gap-1 rounded-md border border-sand/70 p-3" aria-describedby={previewId}>
          <legend className="px-1 text-sm font-medium">{t('refund.to.legend')}</legend>
          {REFUND_DESTINATIONS.map((destination) => (
            <label key={destination} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="refund-to" className="size-5" value={destination} checked={form.to === destination} onChange={() => form.setTo(destination)} />
              {t(`refund.to.${destination}`, { percent: STORE_CREDIT_BONUS_PERCENT })}
            </label>
          ))}
          <p id={previewId} role="status" className="text-sm text-muted" data-testid="refund-credit-preview">
            {!form.previewable
              ? t('refund.preview.unknown')
              : [
                  // To the card, credit can only be the order's own given back; to credit, what goes beyond
                  // the refund itself is the bonus on the part that was not credit already.
                  form.split.creditIssuedCents > 0 &&
                    t(form.to === 'card' ? 'refund.preview.creditBack' : form.split.creditIssuedCents > form.refundCents ? 'refund.preview.creditWithBonus' : 'refund.preview.credit', {
                      amount: formatMoney(form.split.creditIssuedCents, lang),
                      percent: STORE_CREDIT_BONUS_PERCENT,
                    }),
                  form.split.cardCents > 0 && t('refund.preview.card', { amount: formatMoney(form.split.cardCents, lang) }),
                ]
                  .filter(Boolean)
                  .join(' ')}
          </p>
        </fieldset>
      )}
      <TextField label={t('refund.reason')} optional={t('common.optional')} maxLength={500} value={form.reason} onChange={(e) => form.setReason(e.target.value)} />
    </FormDialog>
  )
}

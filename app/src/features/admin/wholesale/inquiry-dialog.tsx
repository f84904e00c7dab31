// One inquiry in full: company, contact, business details with the products of
// interest as tags, the requested lines, the buyer's notes, and the status selector.
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { adminInquiriesApi } from '#shared/contracts/wholesale'
import { INQUIRY_STATUSES, type InquiryStatus } from '#shared/schemas/wholesale'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { Dialog } from '#app/components/ui/dialog'
import { ItemLinesTable } from '#app/components/orders/item-lines'
import { RecordStatus } from '#app/components/ui/status-badge'
import { useToast } from '#app/components/ui/toast'
import { useErrorText } from '#app/components/form/use-error-text'
import { callApi } from '#app/lib/api-client'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { choiceLabel } from './labels'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-sand/70 pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-cocoa">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[11rem_1fr]">{children}</dl>
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  )
}

export function InquiryDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('admin')
  const { t: ts } = useTranslation('status')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const toast = useToast()
  const { apiErrorText } = useErrorText()
  const detail = useApiQuery(adminInquiriesApi.byId, { params: { id } })
  const [saving, setSaving] = useState(false)
  const inquiry = detail.data
  const none = t('wholesale.inquiry.notGiven')

  const changeStatus = async (status: InquiryStatus) => {
    setSaving(true)
    try {
      await callApi(adminInquiriesApi.changeStatus, { params: { id }, body: { status } })
      toast({ title: t('wholesale.inquiry.successTitle'), description: t('wholesale.inquiry.statusUpdated'), variant: 'success' })
      detail.reload()
      onChanged()
    } catch (error) {
      toast({ title: t('toast.errorTitle'), description: apiErrorText(error, t('wholesale.inquiry.statusFailed')), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={inquiry ? t('wholesale.inquiry.title', { reference: inquiry.reference }) : t('wholesale.inquiries.view')}
      description={
        inquiry
          ? t('wholesale.inquiry.received', { date: formatShortDate(inquiry.createdAt, lang), units: inquiry.totalUnits, lines: inquiry.itemCount })
          : undefined
      }
    >
      {!inquiry && detail.status === 'loading' && <LoadingState />}
      {!inquiry && detail.status === 'error' && <ErrorState message={t('wholesale.inquiry.fetchFailed')} onRetry={detail.reload} />}
      {inquiry && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5" data-testid="inquiry-detail">
          <div className="flex flex-wrap items-end gap-4 rounded-2xl bg-cream p-4">
            <div>
              <label htmlFor="inquiry-status" className="text-xs font-medium text-muted">
                {t('wholesale.inquiry.status')}
              </label>
              <select
                id="inquiry-status"
                value={inquiry.status}
                disabled={saving}
                onChange={(e) => void changeStatus(e.target.value as InquiryStatus)}
                className="mt-1 block rounded-xl border border-sand bg-white px-3 py-2 text-sm text-ink outline-none focus:border-cocoa focus:ring-2 focus:ring-cocoa/30"
              >
                {INQUIRY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {ts(`inquiry.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <RecordStatus kind="inquiry" value={inquiry.status} />
          </div>

          <Section title={t('wholesale.inquiry.company')}>
            <Fact label={t('wholesale.inquiry.companyName')}>{inquiry.companyName}</Fact>
            <Fact label={t('wholesale.inquiry.businessType')}>{choiceLabel(t, 'businessTypes', inquiry.businessType) ?? none}</Fact>
            <Fact label={t('wholesale.inquiry.yearsInBusiness')}>{choiceLabel(t, 'years', inquiry.yearsInBusiness) ?? none}</Fact>
            {inquiry.taxId && <Fact label={t('wholesale.inquiry.taxId')}>{inquiry.taxId}</Fact>}
            {inquiry.website && (
              <Fact label={t('wholesale.inquiry.website')}>
                <a href={/^https?:\/\//i.test(inquiry.website) ? inquiry.website : `https://${inquiry.website}`} target="_blank" rel="noreferrer noopener" className="text-cocoa underline-offset-4 hover:underline">
                  {inquiry.website}
                </a>
              </Fact>
            )}
          </Section>

          <Section title={t('wholesale.inquiry.contact')}>
            <Fact label={t('wholesale.inquiry.name')}>{inquiry.contactName}</Fact>
            <Fact label={t('wholesale.inquiry.email')}>
              <a href={`mailto:${inquiry.email}`} className="text-cocoa underline-offset-4 hover:underline">
                {inquiry.email}
              </a>
            </Fact>
            <Fact label={t('wholesale.inquiry.phone')}>
              <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`} className="text-cocoa underline-offset-4 hover:underline">
                {inquiry.phone}
              </a>
            </Fact>
            <Fact label={t('wholesale.inquiry.country')}>{inquiry.country}</Fact>
            {inquiry.user && (
              <Fact label={t('wholesale.inquiry.account')}>
                {inquiry.user.email} · <RecordStatus kind="role" value={inquiry.user.role} />
              </Fact>
            )}
          </Section>

          <Section title={t('wholesale.inquiry.business')}>
            <Fact label={t('wholesale.inquiry.productsInterested')}>
              {inquiry.productsInterested.length === 0 ? (
                none
              ) : (
                <ul className="flex flex-wrap gap-1.5">
                  {inquiry.productsInterested.map((category) => (
                    <li key={category} className="rounded-full bg-sand/70 px-2.5 py-0.5 text-xs text-ink">
                      {tc(`categories.${category}.short`, { defaultValue: category })}
                    </li>
                  ))}
                </ul>
              )}
            </Fact>
            <Fact label={t('wholesale.inquiry.monthly')}>{choiceLabel(t, 'monthly', inquiry.estimatedMonthlyOrder) ?? none}</Fact>
            <Fact label={t('wholesale.inquiry.targetMarket')}>{inquiry.targetMarket ?? none}</Fact>
            {inquiry.currentSuppliers && <Fact label={t('wholesale.inquiry.currentSuppliers')}>{inquiry.currentSuppliers}</Fact>}
          </Section>

          <section className="border-t border-sand/70 pt-4">
            <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-cocoa">{t('wholesale.inquiry.items')}</h3>
            <div className="mt-3">
              <ItemLinesTable
                caption={t('wholesale.inquiry.items')}
                headers={{
                  product: t('wholesale.inquiry.itemColumns.product'),
                  color: t('wholesale.inquiry.itemColumns.color'),
                  size: t('wholesale.inquiry.itemColumns.size'),
                  quantity: t('wholesale.inquiry.itemColumns.quantity'),
                }}
                lines={inquiry.items}
                lineKey={(item) => `${item.productId}|${item.color}|${item.size}`}
              />
            </div>
          </section>

          {inquiry.notes && (
            <section className="border-t border-sand/70 pt-4">
              <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-cocoa">{t('wholesale.inquiry.notes')}</h3>
              <p className="mt-2 whitespace-pre-line text-sm text-ink">{inquiry.notes}</p>
            </section>
          )}
        </div>
      )}
    </Dialog>
  )
}

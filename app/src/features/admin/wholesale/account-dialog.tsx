// Approve a wholesale account with its terms (discount, credit limit, pricing tier, minimum per
// line, internal notes), or reject it. The server stamps who approved it and when, and makes the
// holder a wholesale buyer (services/wholesale-accounts.ts, decision 016).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { adminAccountsApi } from '#shared/contracts/wholesale'
import { accountDecisionSchema, PRICING_TIERS, type AdminAccount } from '#shared/schemas/wholesale'
import { SelectField } from '#app/components/form/select-field'
import { TextareaField } from '#app/components/form/textarea-field'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { Button } from '#app/components/ui/button'
import { Dialog } from '#app/components/ui/dialog'
import { RecordStatus } from '#app/components/ui/status-badge'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { choiceLabel } from './labels'

const FIELDS = ['discountPercentage', 'creditLimit', 'pricingTier', 'minimumOrderQuantity', 'notes'] as const

export function AccountDialog({ account, onClose, onChanged }: { account: AdminAccount; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const toast = useToast()
  const { apiErrorText } = useErrorText()
  const [saving, setSaving] = useState<'approved' | 'rejected'>()
  const form = useForm(FIELDS, {
    discountPercentage: account.discountPercentage,
    creditLimit: account.creditLimit,
    pricingTier: account.pricingTier,
    minimumOrderQuantity: String(account.minimumOrderQuantity),
    notes: account.notes ?? '',
  })

  const decide = async (status: 'approved' | 'rejected') => {
    const { values } = form
    const minimum = values.minimumOrderQuantity.trim()
    const decision = form.validate(accountDecisionSchema, {
      status,
      discountPercentage: values.discountPercentage,
      creditLimit: values.creditLimit,
      pricingTier: values.pricingTier,
      minimumOrderQuantity: minimum === '' ? undefined : Number(minimum),
      notes: values.notes,
    })
    if (!decision) return
    setSaving(status)
    try {
      await callApi(adminAccountsApi.decide, { params: { id: account.id }, body: decision })
      toast({ title: t('wholesale.account.successTitle'), description: t(status === 'approved' ? 'wholesale.account.approved' : 'wholesale.account.rejected'), variant: 'success' })
      onChanged()
      onClose()
    } catch (error) {
      form.showServerFields(error)
      toast({ title: t('toast.errorTitle'), description: apiErrorText(error, t('wholesale.account.failed')), variant: 'destructive' })
    } finally {
      setSaving(undefined)
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={t('wholesale.account.title', { company: account.companyName })}
      description={t('wholesale.account.description', {
        date: formatShortDate(account.createdAt, lang),
        name: `${account.user.firstName} ${account.user.lastName}`,
        email: account.user.email,
      })}
      footer={
        <>
          <Button variant="secondary" onClick={() => void decide('rejected')} disabled={saving !== undefined} className="border-red-700 text-red-800 hover:bg-red-700 hover:text-white">
            {saving === 'rejected' ? t('wholesale.account.saving') : t('wholesale.account.reject')}
          </Button>
          <Button onClick={() => void decide('approved')} disabled={saving !== undefined}>
            {saving === 'approved' ? t('wholesale.account.saving') : t('wholesale.account.approve')}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5" data-testid="account-dialog">
        <dl className="grid gap-x-6 gap-y-2 rounded-2xl bg-cream p-4 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">{t('wholesale.account.current')}</dt>
          <dd>
            <RecordStatus kind="account" value={account.status} />
            {account.approvedAt && account.approvedBy && (
              <span className="mt-1 block text-muted">{t('wholesale.account.approvedBy', { date: formatShortDate(account.approvedAt, lang), name: account.approvedBy.name })}</span>
            )}
          </dd>
          <dt className="text-muted">{t('wholesale.account.role')}</dt>
          <dd>
            <RecordStatus kind="role" value={account.user.role} />
          </dd>
        </dl>
        <section>
          <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-cocoa">{t('wholesale.account.terms')}</h3>
          <p className="mt-1 text-xs text-muted">{t('wholesale.account.termsHint')}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField label={t('wholesale.account.discountPercentage')} inputMode="decimal" {...form.field('discountPercentage')} />
            <TextField label={t('wholesale.account.creditLimit')} inputMode="decimal" {...form.field('creditLimit')} />
            <SelectField label={t('wholesale.account.pricingTier')} {...form.field('pricingTier')}>
              {PRICING_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {choiceLabel(t, 'pricingTiers', tier)}
                </option>
              ))}
            </SelectField>
            <TextField label={t('wholesale.account.minimumOrderQuantity')} type="number" inputMode="numeric" min={1} {...form.field('minimumOrderQuantity')} />
            <TextareaField label={t('wholesale.account.notes')} rows={3} className="sm:col-span-2" {...form.field('notes')} />
          </div>
        </section>
      </div>
    </Dialog>
  )
}

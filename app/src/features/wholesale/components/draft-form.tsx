// The wholesale order's form: who orders, and the optional business details folded away. Sending
// waits for at least one line; offline, it says the order is sent when the connection comes back.
import type { FormEvent, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { BUSINESS_TYPES, MONTHLY_ORDER_RANGES, YEARS_IN_BUSINESS } from '#shared/schemas/wholesale'
import { SelectField } from '#app/components/form/select-field'
import { TextareaField } from '#app/components/form/textarea-field'
import { TextField } from '#app/components/form/text-field'
import { Button } from '#app/components/ui/button'
import type { WholesaleDraftFields } from '#app/lib/wholesale-orders'
import type { BoundField } from './use-draft-editor'

type DraftFormProps = {
  /** The editor's id: the form and its title are named after it. */
  formId: string
  field: (name: keyof WholesaleDraftFields) => BoundField
  detailsRef: RefObject<HTMLDetailsElement | null>
  empty: boolean
  online: boolean
  submitting: boolean
  onSubmit: (event: FormEvent) => void
}

export function DraftForm({ formId, field, detailsRef, empty, online, submitting, onSubmit }: DraftFormProps) {
  const { t } = useTranslation('wholesale')
  const option = (group: string) => (value: string) => (
    <option key={value} value={value}>
      {t(`${group}.${value}`)}
    </option>
  )

  return (
    <form id={`${formId}-form`} noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`} className="rounded-3xl border border-sand/70 bg-white p-5 shadow-sm">
      <h2 id={`${formId}-title`} className="text-2xl text-ink">
        {t('form.title')}
      </h2>
      <p className="mt-1 text-xs text-muted">{t('form.required')}</p>
      <div className="mt-5 grid gap-4">
        <TextField label={t('form.companyName')} autoComplete="organization" {...field('companyName')} />
        <TextField label={t('form.contactName')} autoComplete="name" {...field('contactName')} />
        <TextField label={t('form.email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
        <TextField label={t('form.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={t('form.country')} autoComplete="country-name" {...field('country')} />
        <TextareaField label={t('form.notes')} optional={t('form.optional')} rows={3} {...field('notes')} />

        <details ref={detailsRef} className="group rounded-2xl border border-sand/70 px-4 py-3">
          <summary className="cursor-pointer py-3 text-sm font-medium text-ink marker:text-cocoa">
            {t('form.business')} <span className="font-normal text-muted">{t('form.optional')}</span>
          </summary>
          <p className="mt-2 text-xs text-muted">{t('form.businessHint')}</p>
          <div className="mt-4 grid gap-4">
            <SelectField label={t('form.businessType')} {...field('businessType')}>
              <option value="">{t('form.choose')}</option>
              {BUSINESS_TYPES.map(option('businessTypes'))}
            </SelectField>
            <SelectField label={t('form.yearsInBusiness')} {...field('yearsInBusiness')}>
              <option value="">{t('form.choose')}</option>
              {YEARS_IN_BUSINESS.map(option('years'))}
            </SelectField>
            <SelectField label={t('form.estimatedMonthlyOrder')} {...field('estimatedMonthlyOrder')}>
              <option value="">{t('form.choose')}</option>
              {MONTHLY_ORDER_RANGES.map(option('monthly'))}
            </SelectField>
            <TextField label={t('form.taxId')} {...field('taxId')} />
            <TextField label={t('form.website')} type="url" inputMode="url" autoComplete="url" placeholder="www.example.com" {...field('website')} />
            <TextField label={t('form.targetMarket')} hint={t('form.targetMarketHint')} {...field('targetMarket')} />
            <TextField label={t('form.currentSuppliers')} {...field('currentSuppliers')} />
          </div>
        </details>

        {!online && (
          <p className="rounded-2xl bg-sand/50 p-3 text-sm text-ink" data-testid="offline-note">
            {t('form.offline')}
          </p>
        )}
        <Button type="submit" size="lg" disabled={empty || submitting} aria-busy={submitting || undefined} className="w-full">
          {submitting ? t('form.submitting') : t('form.submit')}
        </Button>
        {empty && <p className="-mt-2 text-center text-xs text-muted">{t('form.emptyHint')}</p>}
      </div>
    </form>
  )
}

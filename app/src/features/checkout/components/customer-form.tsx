// Step 1 'info': who the order is for and where it goes.
// Proceed stays disabled until name, email, phone, address, city and country are filled. While a
// cart line cannot be bought as it stands (`blocked`), Proceed leads to the list of lines to fix.
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CountryField } from '#app/components/form/country-field'
import { TextField } from '#app/components/form/text-field'
import type { useForm } from '#app/components/form/use-form'
import { Button } from '#app/components/ui/button'
import { isComplete, type CustomerField } from '#app/features/checkout/checkout-payload'

type Form = ReturnType<typeof useForm<CustomerField>>

export function CustomerForm({ form, busy, blocked = false, onSubmit, children }: { form: Form; busy: boolean; blocked?: boolean; onSubmit: (event: FormEvent) => void; children?: ReactNode }) {
  const { t } = useTranslation('checkout')
  const optional = t('form.optional')
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="checkout-info-title" data-testid="customer-form">
      <h2 id="checkout-info-title" className="font-serif text-2xl text-ink">
        {t('form.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('form.intro')}</p>
      <fieldset className="mt-6 grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t('form.contact')}</legend>
        <TextField label={t('form.name')} autoComplete="name" className="sm:col-span-2" {...form.field('name')} />
        <TextField label={t('form.email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <TextField label={t('form.phone')} type="tel" autoComplete="tel" inputMode="tel" {...form.field('phone')} />
      </fieldset>
      <fieldset className="mt-8 grid gap-5 sm:grid-cols-2">
        <legend className="font-serif text-xl text-ink">{t('form.shipping')}</legend>
        <TextField label={t('form.address')} autoComplete="address-line1" className="sm:col-span-2" hint={t('form.addressHint')} {...form.field('address')} />
        <TextField label={t('form.city')} autoComplete="address-level2" {...form.field('city')} />
        <TextField label={t('form.state')} optional={optional} autoComplete="address-level1" {...form.field('state')} />
        <TextField label={t('form.postalCode')} optional={optional} autoComplete="postal-code" {...form.field('postalCode')} />
        <CountryField label={t('form.country')} placeholder={t('form.chooseCountry')} autoComplete="country" {...form.field('country')} />
      </fieldset>
      {children}
      <Button type="submit" size="lg" className="mt-8 w-full" disabled={busy || !isComplete(form.values)} aria-busy={busy} data-testid="proceed">
        {t('form.proceed')}
      </Button>
      {!isComplete(form.values) && <p className="mt-3 text-center text-xs text-muted">{t('form.completeToProceed')}</p>}
      {blocked && (
        <p className="mt-3 text-center text-xs font-medium text-amber-900" data-testid="unavailable-hint">
          {t('unavailable.toProceed')}
        </p>
      )}
    </form>
  )
}

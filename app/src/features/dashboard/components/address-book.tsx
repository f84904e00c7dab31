// The address book: the default (which pre-fills checkout) first; add, edit, remove, make default.
// The checkout's own rules apply (required parts, a country it ships to, no PO boxes).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountApi } from '#shared/contracts/account'
import { addressInputSchema, type UserAddress } from '#shared/schemas/addresses'
import { countryName, townLine } from '#shared/schemas/countries'
import { CountryField } from '#app/components/form/country-field'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { EmptyState } from '#app/components/ui/async-state'
import { Button } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { FormDialog } from '#app/components/ui/form-dialog'
import { StatusBadge } from '#app/components/ui/status-badge'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { Card, QueryView } from './area-page'

const FIELDS = ['fullName', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'country', 'phone'] as const
type Fields = Record<(typeof FIELDS)[number], string>
const EMPTY: Fields = { fullName: '', addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '', country: '', phone: '' }

const valuesOf = (a: UserAddress): Fields => ({
  fullName: a.fullName,
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2 ?? '',
  city: a.city,
  state: a.state ?? '',
  postalCode: a.postalCode ?? '',
  country: a.country,
  phone: a.phone ?? '',
})

/** Editing: the address being changed, or 'new'. */
type Editing = UserAddress | 'new' | null

export function AddressBook() {
  const { t } = useTranslation('dashboard')
  const { apiErrorText } = useErrorText()
  const toast = useToast()
  const addresses = useApiQuery(accountApi.addresses)
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<UserAddress | null>(null)

  const makeDefault = async (address: UserAddress) => {
    try {
      await callApi(accountApi.updateAddress, { params: { id: address.id }, body: { isDefault: true } })
      addresses.reload()
    } catch (error) {
      toast({ title: t('addresses.failed'), description: apiErrorText(error, t('common:states.error')), variant: 'destructive' })
    }
  }

  const remove = async () => {
    if (!removing) return
    try {
      await callApi(accountApi.removeAddress, { params: { id: removing.id } })
      toast({ title: t('addresses.removed'), variant: 'success' })
      addresses.reload()
    } catch (error) {
      toast({ title: t('addresses.failed'), description: apiErrorText(error, t('common:states.error')), variant: 'destructive' })
      throw error
    }
  }

  return (
    <Card
      title={t('addresses.title')}
      labelledBy="address-book"
      action={
        <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
          {t('addresses.add')}
        </Button>
      }
    >
      <QueryView query={addresses}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('addresses.empty')} />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" data-testid="addresses">
              {list.map((address) => (
                <li key={address.id} className="flex flex-col gap-3 rounded-2xl border border-sand/80 p-4">
                  <AddressLines address={address} />
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Button variant="ghost" size="sm" onClick={() => setEditing(address)}>
                      {t('addresses.edit')}
                      <span className="sr-only"> {address.addressLine1}</span>
                    </Button>
                    {!address.isDefault && (
                      <Button variant="ghost" size="sm" onClick={() => makeDefault(address)}>
                        {t('addresses.makeDefault')}
                        <span className="sr-only"> {address.addressLine1}</span>
                      </Button>
                    )}
                    <Button variant="ghost" size="sm" onClick={() => setRemoving(address)}>
                      {t('addresses.remove')}
                      <span className="sr-only"> {address.addressLine1}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {editing && (
        <AddressDialog
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            addresses.reload()
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('addresses.removeTitle')}
        message={removing ? t('addresses.removeMessage', { address: removing.addressLine1 }) : ''}
        confirmLabel={t('addresses.remove')}
        destructive
        onConfirm={remove}
      />
    </Card>
  )
}

function AddressLines({ address }: { address: UserAddress }) {
  const { t } = useTranslation('dashboard')
  const { locale } = useLang()
  return (
    <div className="text-sm leading-relaxed">
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
        {address.fullName}
        {address.isDefault && <StatusBadge tone="green">{t('addresses.default')}</StatusBadge>}
      </p>
      <address className="not-italic text-muted">
        {address.addressLine1}
        {address.addressLine2 && (
          <>
            <br />
            {address.addressLine2}
          </>
        )}
        <br />
        {townLine(address)}
        <br />
        {countryName(address.country, locale)}
        {address.phone && (
          <>
            <br />
            {address.phone}
          </>
        )}
      </address>
    </div>
  )
}

function AddressDialog({ address, onClose, onSaved }: { address?: UserAddress; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('dashboard')
  const { apiErrorText } = useErrorText()
  const toast = useToast()
  const form = useForm(FIELDS, address ? valuesOf(address) : EMPTY)
  const [makeDefault, setMakeDefault] = useState(false)
  const [busy, setBusy] = useState(false)

  const save = async () => {
    const body = form.validate(addressInputSchema)
    if (!body) return
    setBusy(true)
    try {
      if (address) await callApi(accountApi.updateAddress, { params: { id: address.id }, body: { ...body, isDefault: address.isDefault || makeDefault || undefined } })
      else await callApi(accountApi.addAddress, { body: { ...body, isDefault: makeDefault || undefined } })
      toast({ title: t('addresses.saved'), variant: 'success' })
      onSaved()
    } catch (error) {
      if (!form.showServerFields(error)) toast({ title: t('addresses.failed'), description: apiErrorText(error, t('common:states.error')), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog title={address ? t('addresses.editTitle') : t('addresses.addTitle')} busy={busy} onSubmit={save} onClose={onClose} submitLabel={t('addresses.save')} busyLabel={t('profile.saving')} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('addresses.fullName')} autoComplete="shipping name" className="sm:col-span-2" {...form.field('fullName')} />
      <TextField label={t('addresses.line1')} autoComplete="shipping address-line1" className="sm:col-span-2" {...form.field('addressLine1')} />
      <TextField label={t('addresses.line2')} optional={t('fields.optional')} autoComplete="shipping address-line2" className="sm:col-span-2" {...form.field('addressLine2')} />
      <TextField label={t('addresses.city')} autoComplete="shipping address-level2" {...form.field('city')} />
      <TextField label={t('addresses.state')} optional={t('fields.optional')} autoComplete="shipping address-level1" {...form.field('state')} />
      <TextField label={t('addresses.postalCode')} optional={t('fields.optional')} autoComplete="shipping postal-code" {...form.field('postalCode')} />
      <CountryField label={t('addresses.country')} placeholder={t('addresses.chooseCountry')} autoComplete="shipping country" {...form.field('country')} />
      <TextField label={t('fields.phone')} optional={t('fields.optional')} type="tel" autoComplete="shipping tel" className="sm:col-span-2" {...form.field('phone')} />
      {!address?.isDefault && (
        <label className="flex items-center gap-3 text-sm text-ink sm:col-span-2">
          <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} className="size-4 accent-ink" />
          {t('addresses.useAsDefault')}
        </label>
      )}
    </FormDialog>
  )
}

// 'Create New User': email, password, names, optional phone, language (English by
// default) and role (customer by default). The registration rules are checked here first, each
// message on its field (the first one focused), with 'Validation Error' / 'Please fill in all
// required fields' when one is empty; the server applies them again and its messages land on
// their fields too.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '#app/components/form/select-field'
import { TextField } from '#app/components/form/text-field'
import { useForm } from '#app/components/form/use-form'
import { FormDialog } from '#app/components/ui/form-dialog'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { LANGUAGE_NAMES, type Language } from '#app/lib/i18n/lang-path'
import { adminUsersApi } from '#shared/contracts/admin-users'
import { adminCreateUserSchema, ROLES, type Role } from '#shared/schemas/auth'
import { useAdminAction } from './use-admin-action'

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'phone', 'preferredLanguage', 'role'] as const
const REQUIRED = ['email', 'password', 'firstName', 'lastName'] as const

export function CreateUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('admin')
  const { t: status } = useTranslation('status')
  const toast = useToast()
  const act = useAdminAction()
  const form = useForm(FIELDS, { email: '', password: '', firstName: '', lastName: '', phone: '', preferredLanguage: 'en', role: 'customer' })
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    const v = form.values
    const body = form.validate(adminCreateUserSchema, {
      email: v.email.trim(),
      password: v.password,
      firstName: v.firstName,
      lastName: v.lastName,
      ...(v.phone.trim() && { phone: v.phone }),
      preferredLanguage: v.preferredLanguage as Language,
      role: v.role as Role,
    })
    if (!body) {
      if (REQUIRED.some((f) => v[f].trim() === '')) toast({ title: t('users.validationTitle'), description: t('users.validation'), variant: 'destructive' })
      return
    }
    setSaving(true)
    try {
      await act(() => callApi(adminUsersApi.create, { body }), { success: t('users.created'), failure: t('users.createFailed') })
      onCreated()
      onClose()
    } catch (error) {
      form.showServerFields(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog title={t('users.createTitle')} description={t('users.createDescription')} busy={saving} onSubmit={submit} onClose={onClose} submitLabel={t('users.create')} busyLabel={t('users.creating')} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('users.email')} type="email" autoComplete="off" className="sm:col-span-2" {...form.field('email')} />
      <TextField label={t('users.password')} type="password" autoComplete="new-password" placeholder={t('users.passwordPlaceholder')} className="sm:col-span-2" {...form.field('password')} />
      <TextField label={t('users.firstName')} autoComplete="off" {...form.field('firstName')} />
      <TextField label={t('users.lastName')} autoComplete="off" {...form.field('lastName')} />
      <TextField label={t('users.phone')} type="tel" autoComplete="off" optional={t('common.optional')} className="sm:col-span-2" {...form.field('phone')} />
      <SelectField label={t('users.language')} {...form.field('preferredLanguage')}>
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('users.role')} {...form.field('role')}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {status(`role.${r}`)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  )
}

// Name, phone and preferred language (the register rules). Saving a new language moves the site
// into it, on this same page.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { accountApi } from '#shared/contracts/account'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { profileUpdateSchema, type PublicUser } from '#shared/schemas/auth'
import { SelectField } from '#app/components/form/select-field'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { Button } from '#app/components/ui/button'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { setCurrentUser } from '#app/lib/auth/current-user'
import { isLanguage, LANGUAGE_NAMES, localizePath } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'
import { Card } from './area-page'

const FIELDS = ['firstName', 'lastName', 'phone', 'preferredLanguage'] as const

export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  const { apiErrorText } = useErrorText()
  const toast = useToast()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [busy, setBusy] = useState(false)
  const form = useForm(FIELDS, { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', preferredLanguage: user.preferredLanguage })

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const body = form.validate(profileUpdateSchema)
    if (!body) return
    setBusy(true)
    try {
      const updated = await callApi(accountApi.updateProfile, { body })
      setCurrentUser(updated)
      toast({ title: t('profile.saved'), variant: 'success' })
      if (isLanguage(updated.preferredLanguage) && updated.preferredLanguage !== lang) navigate(localizePath(pathname + search, updated.preferredLanguage))
    } catch (error) {
      if (!form.showServerFields(error)) toast({ title: t('profile.saveFailed'), description: apiErrorText(error, t('common:states.error')), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card title={t('profile.details')} labelledBy="profile-details">
      <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        <TextField label={t('fields.email')} value={user.email} readOnly disabled hint={t('profile.emailFixed')} />
        <TextField label={t('fields.phone')} optional={t('fields.optional')} type="tel" autoComplete="tel" {...form.field('phone')} />
        <SelectField label={t('fields.language')} hint={t('profile.languageHint')} {...form.field('preferredLanguage')}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  )
}

// Create an account: personal or wholesale, preferred language preset to the page
// language. The form checks the looser form rules; the server adds its stronger password rules,
// whose messages land on the same fields in the page language.
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { authApi } from '#shared/contracts/auth'
import { ACCOUNT_TYPES, registerFormSchema } from '#shared/schemas/auth'
import { buttonClasses } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { useToast } from '#app/components/ui/toast'
import { ApiError, callApi } from '#app/lib/api-client'
import { LANGUAGE_NAMES } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'
import { setCurrentUser } from '#app/lib/auth/current-user'
import { SelectField } from '#app/components/form/select-field'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { AuthShell } from './components/auth-shell'

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword', 'preferredLanguage', 'accountType', 'companyName'] as const

export function RegisterPage() {
  const { t } = useTranslation('auth')
  const { lang, to } = useLang()
  const navigate = useNavigate()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const { apiErrorText } = useErrorText()
  const { values, set, errors, show, validate, showServerFields, field } = useForm(FIELDS, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    preferredLanguage: lang,
    accountType: 'customer',
    companyName: '',
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = validate(registerFormSchema)
    if (!parsed) return
    setBusy(true)
    const { confirmPassword: _confirm, companyName, ...person } = parsed
    // The business name only goes with a wholesale registration (its pending account carries it).
    const payload = person.accountType === 'wholesale' ? { ...person, companyName } : person
    try {
      const user = await callApi(authApi.register, { body: payload })
      setCurrentUser(user)
      toast({ title: t('register.successTitle'), description: t('register.successDescription'), variant: 'success' })
      navigate(to('/dashboard'), { replace: true })
    } catch (error) {
      const description = apiErrorText(error, t('register.failedFallback'))
      if (!showServerFields(error) && error instanceof ApiError && error.code === 'email_taken') show({ email: description })
      toast({ title: t('register.failedTitle'), description, variant: 'destructive' })
      setBusy(false)
    }
  }

  return (
    <AuthShell label={t('register.label')} title={t('register.title')} intro={t('register.intro')} metaTitle={t('meta.register')} wide>
      <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...field('lastName')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" className="sm:col-span-2" {...field('email')} />
        <TextField label={t('fields.phone')} optional={t('fields.optional')} type="tel" autoComplete="tel" className="sm:col-span-2" {...field('phone')} />
        <TextField label={t('fields.password')} type="password" autoComplete="new-password" hint={t('register.passwordHint')} {...field('password')} />
        <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <SelectField label={t('fields.preferredLanguage')} className="sm:col-span-2" {...field('preferredLanguage')}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>

        <fieldset className="sm:col-span-2" aria-describedby={errors.accountType ? 'account-type-error' : undefined}>
          <legend className="text-sm font-medium text-ink">{t('fields.accountType')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {ACCOUNT_TYPES.map((type) => (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-2xl border p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-cocoa/40',
                  values.accountType === type ? 'border-cocoa bg-cream' : 'border-sand bg-white hover:border-beige',
                )}
              >
                <input
                  type="radio"
                  name="accountType"
                  value={type}
                  checked={values.accountType === type}
                  onChange={() => set('accountType', type)}
                  className="mt-1 accent-cocoa"
                />
                <span>
                  <span className="block text-sm font-medium text-ink">{t(`accountTypes.${type}`)}</span>
                  <span className="mt-1 block text-xs text-muted">{t(`accountTypes.${type}Hint`)}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.accountType && (
            <p id="account-type-error" className="mt-2 text-sm text-red-700">
              {errors.accountType}
            </p>
          )}
        </fieldset>
        {values.accountType === 'wholesale' && (
          <TextField
            label={t('fields.companyName')}
            optional={t('fields.optional')}
            hint={t('register.companyHint')}
            autoComplete="organization"
            className="sm:col-span-2"
            {...field('companyName')}
          />
        )}

        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses({ size: 'lg', className: 'w-full sm:col-span-2' })}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="mt-8 text-center text-sm text-muted">
        {t('register.haveAccount')}{' '}
        <Link to={to('/login')} className="font-medium text-cocoa underline-offset-4 hover:underline">
          {t('register.login')}
        </Link>
      </p>
    </AuthShell>
  )
}

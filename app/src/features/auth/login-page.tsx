// Sign in: email and password; admin and staff land in the back office, everyone
// else in their dashboard, in the language they are browsing.
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { authApi } from '#shared/contracts/auth'
import { loginFormSchema } from '#shared/schemas/auth'
import { buttonClasses } from '#app/components/ui/button'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'
import { homeFor, setCurrentUser } from '#app/lib/auth/current-user'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { AuthShell } from './components/auth-shell'

const FIELDS = ['email', 'password'] as const

export function LoginPage() {
  const { t } = useTranslation('auth')
  const { to } = useLang()
  const navigate = useNavigate()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const { apiErrorText } = useErrorText()
  const { validate, field } = useForm(FIELDS, { email: '', password: '' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const credentials = validate(loginFormSchema)
    if (!credentials) return
    setBusy(true)
    try {
      const user = await callApi(authApi.login, { body: credentials })
      setCurrentUser(user)
      toast({ title: t('login.successTitle'), description: t('login.successDescription'), variant: 'success' })
      navigate(to(homeFor(user.role)), { replace: true })
    } catch (error) {
      toast({ title: t('login.failedTitle'), description: apiErrorText(error, t('login.failedFallback')), variant: 'destructive' })
      setBusy(false)
    }
  }

  return (
    <AuthShell label={t('login.label')} title={t('login.title')} intro={t('login.intro')} metaTitle={t('meta.login')}>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" {...field('password')} />
        <div className="-mt-2 text-right">
          <Link to={to('/forgot-password')} className="text-sm text-cocoa underline-offset-4 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p className="mt-8 text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        <Link to={to('/register')} className="font-medium text-cocoa underline-offset-4 hover:underline">
          {t('login.register')}
        </Link>
      </p>
    </AuthShell>
  )
}

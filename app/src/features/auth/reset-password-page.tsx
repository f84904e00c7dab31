// Reset password: opened from the emailed link (/reset-password?token=…). Same password rules as
// registration; on success the person signs in again with the new password.
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { authApi } from '#shared/contracts/auth'
import { resetPasswordFormSchema } from '#shared/schemas/auth'
import { buttonClasses } from '#app/components/ui/button'
import { useToast } from '#app/components/ui/toast'
import { ApiError, callApi } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { AuthShell } from './components/auth-shell'

const FIELDS = ['password', 'confirmPassword'] as const

export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const { to } = useLang()
  const navigate = useNavigate()
  const toast = useToast()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const [busy, setBusy] = useState(false)
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t('reset.missingToken'))
  const { apiErrorText } = useErrorText()
  const { values, validate, showServerFields, field } = useForm(FIELDS, { password: '', confirmPassword: '' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const input = validate(resetPasswordFormSchema, { token, ...values })
    if (!input) return
    setBusy(true)
    try {
      await callApi(authApi.resetPassword, { body: input })
      toast({ title: t('reset.successTitle'), description: t('reset.successDescription'), variant: 'success' })
      navigate(to('/login'), { replace: true })
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError && error.code === 'invalid_reset_token') return setLinkProblem(t('reset.invalidToken'))
      showServerFields(error)
      toast({ title: t('reset.failedTitle'), description: apiErrorText(error, t('reset.failedFallback')), variant: 'destructive' })
    }
  }

  if (linkProblem) {
    return (
      <AuthShell label={t('reset.label')} title={t('reset.title')} metaTitle={t('meta.reset')}>
        <p role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900">
          {linkProblem}
        </p>
        <Link to={to('/forgot-password')} className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}>
          {t('reset.requestNew')}
        </Link>
      </AuthShell>
    )
  }

  return (
    <AuthShell label={t('reset.label')} title={t('reset.title')} intro={t('reset.intro')} metaTitle={t('meta.reset')}>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <TextField label={t('fields.newPassword')} type="password" autoComplete="new-password" hint={t('register.passwordHint')} {...field('password')} />
        <TextField label={t('fields.confirmNewPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {busy ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
      <p className="mt-8 text-center text-sm">
        <Link to={to('/login')} className="font-medium text-cocoa underline-offset-4 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthShell>
  )
}

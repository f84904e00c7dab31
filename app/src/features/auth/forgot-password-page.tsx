// Forgot password: the email form, then a check-your-email panel with a resend
// button and a way back to sign in. The server answers the same for any address, and so does this.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { authApi } from '#shared/contracts/auth'
import { forgotPasswordFormSchema } from '#shared/schemas/auth'
import { buttonClasses } from '#app/components/ui/button'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { AuthShell } from './components/auth-shell'

const FIELDS = ['email'] as const

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const { to } = useLang()
  const toast = useToast()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { apiErrorText } = useErrorText()
  const { validate, field } = useForm(FIELDS, { email: '' })
  const panelHeading = useRef<HTMLHeadingElement>(null)
  // The form is replaced by the panel: once it is drawn, the focus goes to its heading so the
  // change is announced (an effect, never a frame that may come before React commits it).
  useEffect(() => {
    if (sentTo) panelHeading.current?.focus()
  }, [sentTo])

  const request = async (address: string) => {
    setBusy(true)
    try {
      await callApi(authApi.forgotPassword, { body: { email: address } })
      toast({ title: t('forgot.successTitle'), description: t('forgot.successDescription'), variant: 'success' })
      setSentTo(address)
    } catch (error) {
      toast({ title: t('forgot.failedTitle'), description: apiErrorText(error, t('forgot.failedFallback')), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = validate(forgotPasswordFormSchema)
    if (parsed) void request(parsed.email)
  }

  if (sentTo) {
    return (
      <AuthShell label={t('forgot.label')} title={t('forgot.sentTitle')} metaTitle={t('meta.forgot')}>
        <h2 ref={panelHeading} tabIndex={-1} className="sr-only">
          {t('forgot.sentTitle')}
        </h2>
        <div role="status" className="rounded-2xl bg-cream p-5 text-ink">
          <p>{t('forgot.sentBody', { email: sentTo })}</p>
          <p className="mt-3 text-sm text-muted">{t('forgot.sentHint')}</p>
        </div>
        <div className="mt-8 grid gap-3">
          <button type="button" disabled={busy} aria-busy={busy} onClick={() => void request(sentTo)} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
            {busy ? t('forgot.submitting') : t('forgot.resend')}
          </button>
          <Link to={to('/login')} className={buttonClasses({ variant: 'ghost', size: 'lg', className: 'w-full' })}>
            {t('forgot.backToLogin')}
          </Link>
        </div>
      </AuthShell>
    )
  }

  return (
    <AuthShell label={t('forgot.label')} title={t('forgot.title')} intro={t('forgot.intro')} metaTitle={t('meta.forgot')}>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {busy ? t('forgot.submitting') : t('forgot.submit')}
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

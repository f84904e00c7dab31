import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { newsletterUnsubscribeSchema } from '#shared/schemas/newsletter'
import { PageMeta } from '#app/components/ui/page-meta'
import { useToast } from '#app/components/ui/toast'
import { useLang } from '#app/lib/i18n/use-lang'
import { unsubscribeFromNewsletter } from './api/unsubscribe'
import { emailError, failureText } from './newsletter-messages'
import { EmailError, EmailInput } from './components/email-input'

export function UnsubscribePage() {
  const { t } = useTranslation('newsletter')
  const { t: tc } = useTranslation()
  const { to } = useLang()
  const toast = useToast()
  const id = useId()
  const [params] = useSearchParams()
  const [email, setEmail] = useState(() => params.get('email') ?? '')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = newsletterUnsubscribeSchema.safeParse({ email })
    if (!parsed.success) return setError(emailError(parsed.error, t))
    setError(undefined)
    setBusy(true)
    try {
      await unsubscribeFromNewsletter(parsed.data)
      setDone(parsed.data.email)
    } catch (err) {
      toast({ title: t('toast.errorTitle'), description: failureText(err, t, t('toast.unsubscribeFailed')), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="mx-auto max-w-xl px-6 py-20 sm:py-28">
      <PageMeta title={`${t('unsubscribe.meta.title')} · ${tc('brand')}`} description={t('unsubscribe.meta.description')} noindex />
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-sand/70 sm:p-12">
        {done ? (
          <div role="status">
            <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-sand text-2xl text-cocoa-dark">
              ✓
            </span>
            <h1 className="mt-6 text-3xl text-ink sm:text-4xl">{t('unsubscribe.doneTitle')}</h1>
            <p className="mt-4 text-muted">{t('unsubscribe.doneBody', { email: done })}</p>
            <Link to={to('/')} className="mt-8 inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-cream hover:bg-cocoa-dark">
              {t('unsubscribe.home')}
            </Link>
          </div>
        ) : (
          <>
            <h1 className="text-3xl text-ink sm:text-4xl">{t('unsubscribe.title')}</h1>
            <p className="mt-4 text-muted">{t('unsubscribe.body')}</p>
            <form noValidate onSubmit={submit} className="mt-8 text-left">
              <label htmlFor={`${id}-email`} className="text-sm font-medium text-ink">
                {t('form.label')}
              </label>
              <EmailInput
                id={`${id}-email`}
                value={email}
                error={error}
                onValueChange={(value) => {
                  setEmail(value)
                  if (error) setError(undefined)
                }}
                className="mt-2 w-full rounded-2xl border border-sand bg-white px-4 py-3 text-ink focus:border-cocoa focus:outline-none focus:ring-2 focus:ring-cocoa/30"
              />
              <EmailError id={`${id}-email`} error={error} />
              <button
                type="submit"
                disabled={busy}
                className="mt-6 w-full rounded-full bg-ink px-6 py-3.5 text-sm font-medium text-cream transition hover:bg-cocoa-dark disabled:opacity-60"
              >
                {busy ? t('unsubscribe.submitting') : t('unsubscribe.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </section>
  )
}

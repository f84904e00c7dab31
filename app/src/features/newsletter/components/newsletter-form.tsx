// Footer newsletter signup (spec §2.3, §5, §8): email required and trimmed; success clears the field.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { newsletterSubscribeSchema } from '#shared/schemas/newsletter'
import { useToast } from '#app/components/ui/toast'
import { useLang } from '#app/lib/i18n/use-lang'
import { subscribeToNewsletter } from '#app/features/newsletter/api/subscribe'
import { emailError, failureText } from '#app/features/newsletter/newsletter-messages'
import { EmailError, EmailInput } from './email-input'

export function NewsletterForm() {
  const { t } = useTranslation('newsletter')
  const { lang } = useLang()
  const toast = useToast()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = newsletterSubscribeSchema.safeParse({ email, language: lang })
    if (!parsed.success) return setError(emailError(parsed.error, t))
    setError(undefined)
    setBusy(true)
    try {
      const { queued } = await subscribeToNewsletter(parsed.data)
      toast(
        queued
          ? { title: t('toast.queuedTitle'), description: t('toast.queued') }
          : { title: t('toast.subscribedTitle'), description: t('toast.subscribed'), variant: 'success' },
      )
      setEmail('')
    } catch (err) {
      toast({ title: t('toast.errorTitle'), description: failureText(err, t, t('toast.subscribeFailed')), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="max-w-md" data-testid="newsletter-form">
      <h2 id={`${id}-title`} className="font-serif text-xl text-ink">
        {t('form.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('form.body')}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
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
          className="min-w-0 flex-1 rounded-full border border-sand bg-white px-5 py-3 text-sm text-ink placeholder:text-muted focus:border-cocoa focus:outline-none focus:ring-2 focus:ring-cocoa/30"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-ink px-6 py-3 text-sm font-medium text-cream transition hover:bg-cocoa-dark disabled:opacity-60"
        >
          {busy ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
      <EmailError id={`${id}-email`} error={error} />
    </form>
  )
}

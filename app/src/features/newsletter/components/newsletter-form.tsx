// Footer newsletter signup: email required and trimmed; success clears the field.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { Button } from '#app/components/ui/button'
import { useToast } from '#app/components/ui/toast'
import { useLang } from '#app/lib/i18n/use-lang'
import { loadSubscribeSchema, subscribeToNewsletter } from '#app/features/newsletter/api/subscribe'

const FIELDS = ['email'] as const

export function NewsletterForm() {
  const { t } = useTranslation('newsletter')
  const { lang } = useLang()
  const toast = useToast()
  const id = useId()
  const { apiErrorText } = useErrorText()
  const { values, validate, reset, field } = useForm(FIELDS, { email: '' })
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const signup = validate(await loadSubscribeSchema(), { ...values, language: lang })
      if (!signup) return
      const { queued } = await subscribeToNewsletter(signup)
      toast(
        queued
          ? { title: t('toast.queuedTitle'), description: t('toast.queued') }
          : { title: t('toast.subscribedTitle'), description: t('toast.subscribed'), variant: 'success' },
      )
      reset()
    } catch (error) {
      const description = apiErrorText(error, t('toast.subscribeFailed'), { too_many_requests: t('toast.tooMany') })
      toast({ title: t('toast.errorTitle'), description, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      // Starts loading the checks as soon as the shopper heads for the form.
      onFocus={() => void loadSubscribeSchema()}
      aria-labelledby={`${id}-title`}
      className="max-w-md"
      data-testid="newsletter-form"
    >
      <h2 id={`${id}-title`} className="font-serif text-xl text-ink">
        {t('form.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('form.body')}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={t('form.label')}
          hideLabel
          look="pill"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('form.placeholder')}
          className="min-w-0 flex-1"
          {...field('email')}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  )
}

// Unsubscribe: the address comes prefilled from the email's link, and the page
// confirms the result on the spot.
import { CheckIcon } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { newsletterUnsubscribeSchema } from '#shared/schemas/newsletter'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { Button, buttonClasses } from '#app/components/ui/button'
import { PageMeta } from '#app/components/ui/page-meta'
import { useToast } from '#app/components/ui/toast'
import { useLang } from '#app/lib/i18n/use-lang'
import { unsubscribeFromNewsletter } from './api/unsubscribe'

const FIELDS = ['email'] as const

export function UnsubscribePage() {
  const { t } = useTranslation('newsletter')
  const { t: tc } = useTranslation()
  const { to } = useLang()
  const toast = useToast()
  const [params] = useSearchParams()
  const { apiErrorText } = useErrorText()
  const { validate, field } = useForm(FIELDS, { email: params.get('email') ?? '' })
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const input = validate(newsletterUnsubscribeSchema)
    if (!input) return
    setBusy(true)
    try {
      await unsubscribeFromNewsletter(input)
      setDone(input.email)
    } catch (error) {
      const description = apiErrorText(error, t('toast.unsubscribeFailed'), { too_many_requests: t('toast.tooMany') })
      toast({ title: t('toast.errorTitle'), description, variant: 'destructive' })
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
              <CheckIcon width={26} height={26} />
            </span>
            <h1 className="mt-6 text-3xl text-ink sm:text-4xl">{t('unsubscribe.doneTitle')}</h1>
            <p className="mt-4 text-muted">{t('unsubscribe.doneBody', { email: done })}</p>
            <Link to={to('/')} className={buttonClasses({ className: 'mt-8' })}>
              {t('unsubscribe.home')}
            </Link>
          </div>
        ) : (
          <>
            <h1 className="text-3xl text-ink sm:text-4xl">{t('unsubscribe.title')}</h1>
            <p className="mt-4 text-muted">{t('unsubscribe.body')}</p>
            <form noValidate onSubmit={submit} className="mt-8 text-left">
              <TextField label={t('form.label')} type="email" autoComplete="email" inputMode="email" placeholder={t('form.placeholder')} {...field('email')} />
              <Button type="submit" size="lg" disabled={busy} aria-busy={busy} className="mt-6 w-full">
                {busy ? t('unsubscribe.submitting') : t('unsubscribe.submit')}
              </Button>
            </form>
          </>
        )}
      </div>
    </section>
  )
}

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BRAND_NAME } from '#shared/brand'
import { CONTACT_MESSAGES, contactMessageSchema, type ContactMessageKey } from '#shared/schemas/contact'
import { cn } from '#app/components/ui/cn'
import { PageMeta } from '#app/components/ui/page-meta'
import { useToast } from '#app/components/ui/toast'
import { ApiError } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'
import { useSiteInfo } from '#app/lib/site-info'
import { sendContactMessage } from './api/send-contact-message'
import { PageHeader } from '#app/components/ui/page-header'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>
type Errors = Partial<Record<Field, ContactMessageKey>>

const EMPTY: Values = { name: '', email: '', subject: '', message: '' }

/** The schema's (English) messages, and the server's, are shown in the page language by key. */
const keyOf = (message: string | undefined) =>
  (Object.keys(CONTACT_MESSAGES) as ContactMessageKey[]).find((k) => CONTACT_MESSAGES[k] === message)

function errorsFrom(fields: Record<string, string | undefined>): Errors {
  const errors: Errors = {}
  for (const field of FIELDS) {
    const key = keyOf(fields[field])
    if (key) errors[field] = key
  }
  return errors
}

function InfoCard({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <li className="rounded-3xl border border-sand/70 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-full bg-sand text-lg text-cocoa-dark">
        {icon}
      </span>
      <h2 className="mt-4 text-xl text-ink">{title}</h2>
      <div className="mt-2 text-sm leading-relaxed text-muted">{children}</div>
    </li>
  )
}

export function ContactPage() {
  const { t } = useTranslation('contact')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const toast = useToast()
  const site = useSiteInfo()
  const formId = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  const showErrors = (next: Errors) => {
    setErrors(next)
    const first = FIELDS.find((f) => next[f])
    if (first) inputs.current[first]?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const parsed = contactMessageSchema.safeParse({ ...values, language: lang })
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message
      return showErrors(errorsFrom(fields))
    }
    setErrors({})
    setSending(true)
    try {
      const { queued } = await sendContactMessage(parsed.data)
      toast(queued ? { title: t('toast.queuedTitle'), description: t('toast.queued') } : { title: t('toast.sentTitle'), description: t('toast.sent'), variant: 'success' })
      setValues(EMPTY)
    } catch (error) {
      let description = t('toast.failed')
      if (error instanceof ApiError && !error.isNetworkError) {
        if (error.code === 'too_many_requests') description = t('toast.tooMany')
        else if (error.code === 'validation_failed' && error.fields) {
          showErrors(errorsFrom(error.fields))
          const key = keyOf(error.message)
          description = key ? t(`validation.${key}`) : error.message
        } else description = error.message
      }
      toast({ title: t('toast.errorTitle'), description, variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  const field = (name: Field, multiline = false) => {
    const id = `${formId}-${name}`
    const errorId = `${id}-error`
    const error = errors[name]
    const common = {
      id,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      className: cn(
        'mt-2 w-full rounded-2xl border bg-white px-4 py-3 text-ink shadow-sm outline-none transition focus:border-cocoa focus:ring-2 focus:ring-cocoa/30',
        error ? 'border-red-400' : 'border-sand',
      ),
      onChange: (e: { target: { value: string } }) => {
        setValues((v) => ({ ...v, [name]: e.target.value }))
        if (error) setErrors((er) => ({ ...er, [name]: undefined }))
      },
    }
    return (
      <div className={multiline ? 'sm:col-span-2' : undefined}>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t(`form.${name}`)}
        </label>
        {multiline ? (
          <textarea {...common} ref={(el) => void (inputs.current[name] = el)} rows={6} />
        ) : (
          <input
            {...common}
            ref={(el) => void (inputs.current[name] = el)}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'}
          />
        )}
        {error && (
          <p id={errorId} className="mt-2 text-sm text-red-700">
            {t(`validation.${error}`)}
          </p>
        )}
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-6xl px-6 py-16 sm:py-20">
      <PageMeta title={`${t('meta.title')} · ${tc('brand')}`} description={t('meta.description')} />
      <PageHeader centered eyebrow={t('label')} title={t('title')} intro={t('intro')} />

      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        <InfoCard icon="✉" title={t('cards.email')}>
          <a href={`mailto:${site.supportEmail}`} className="break-all font-medium text-cocoa underline-offset-4 hover:underline">
            {site.supportEmail}
          </a>
          <p className="mt-1">{t('cards.emailHint')}</p>
        </InfoCard>
        <InfoCard icon="☏" title={t('cards.phone')}>
          {site.supportPhone ? (
            <>
              <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`} className="font-medium text-cocoa underline-offset-4 hover:underline">
                {site.supportPhone}
              </a>
              <p className="mt-1">{t('cards.phoneHint')}</p>
            </>
          ) : (
            <p>{t('cards.phoneOnRequest')}</p>
          )}
        </InfoCard>
        <InfoCard icon="⌂" title={t('cards.address')}>
          <address className="not-italic">
            <span className="block font-medium text-ink">{site.companyName}</span>
            {site.companyAddress}
          </address>
        </InfoCard>
      </ul>

      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted" data-testid="operated-by">
        {t('operatedBy', { brand: BRAND_NAME, company: site.companyName })}
      </p>

      <section aria-labelledby={`${formId}-title`} className="mx-auto mt-14 max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand/70 sm:p-10">
        <h2 id={`${formId}-title`} className="text-3xl text-ink">
          {t('form.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('form.required')}</p>
        <form noValidate onSubmit={submit} className="mt-8 grid gap-6 sm:grid-cols-2">
          {field('name')}
          {field('email')}
          <div className="sm:col-span-2">{field('subject')}</div>
          {field('message', true)}
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={sending}
              className="w-full rounded-full bg-ink px-8 py-3.5 text-sm font-medium text-cream transition hover:bg-cocoa-dark disabled:opacity-60 sm:w-auto"
            >
              {sending ? t('form.sending') : t('form.submit')}
            </button>
          </div>
        </form>
      </section>
    </div>
  )
}

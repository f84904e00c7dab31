import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { MailIcon, MapPinIcon, PhoneIcon, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { BRAND_NAME } from '#shared/brand'
import { contactMessageSchema } from '#shared/schemas/contact'
import { TextareaField } from '#app/components/form/textarea-field'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { Button } from '#app/components/ui/button'
import { PageHeader } from '#app/components/ui/page-header'
import { PageMeta } from '#app/components/ui/page-meta'
import { useToast } from '#app/components/ui/toast'
import { useLang } from '#app/lib/i18n/use-lang'
import { useOperator, useSiteInfo } from '#app/lib/site-info'
import { sendContactMessage } from './api/send-contact-message'
import { EmailAddress } from '#app/components/ui/email-address'

const FIELDS = ['name', 'email', 'subject', 'message'] as const

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="rounded-3xl border border-sand/70 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-full bg-sand text-lg text-cocoa-dark">
        <Icon />
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
  const operator = useOperator()
  const formId = useId()
  const { apiErrorText } = useErrorText()
  const { values, validate, showServerFields, reset, field } = useForm(FIELDS, { name: '', email: '', subject: '', message: '' })
  const [sending, setSending] = useState(false)
  /** The last message's fate, kept on the page above the emptied form (the toast goes away). */
  const [sent, setSent] = useState<'sent' | 'queued'>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    const message = validate(contactMessageSchema, { ...values, language: lang })
    if (!message) return
    setSending(true)
    setSent(undefined)
    try {
      const { queued } = await sendContactMessage(message)
      toast(queued ? { title: t('toast.queuedTitle'), description: t('toast.queued') } : { title: t('toast.sentTitle'), description: t('toast.sent'), variant: 'success' })
      setSent(queued ? 'queued' : 'sent')
      reset()
    } catch (error) {
      showServerFields(error)
      const description = apiErrorText(error, t('toast.failed'), { too_many_requests: t('toast.tooMany') })
      toast({ title: t('toast.errorTitle'), description, variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-6 py-16 sm:py-20">
      <PageMeta title={`${t('meta.title')} · ${tc('brand')}`} description={t('meta.description')} />
      <PageHeader centered eyebrow={t('label')} title={t('title')} intro={t('intro')} />

      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        <InfoCard icon={MailIcon} title={t('cards.email')}>
          <a href={`mailto:${site.supportEmail}`} className="inline-flex min-h-11 items-center font-medium text-cocoa underline-offset-4 hover:underline">
            <EmailAddress email={site.supportEmail} />
          </a>
          <p className="mt-1">{t('cards.emailHint')}</p>
        </InfoCard>
        <InfoCard icon={PhoneIcon} title={t('cards.phone')}>
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
        <InfoCard icon={MapPinIcon} title={t('cards.address')}>
          <address className="not-italic">
            {site.companyName && <span className="block font-medium text-ink">{site.companyName}</span>}
            {site.companyAddress ?? tc('operator.addressOnRequest')}
          </address>
        </InfoCard>
      </ul>

      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted" data-testid="operated-by">
        {t('operatedBy', { brand: BRAND_NAME, company: operator.company })}
      </p>

      <section aria-labelledby={`${formId}-title`} className="mx-auto mt-14 max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand/70 sm:p-10">
        <h2 id={`${formId}-title`} className="text-3xl text-ink">
          {t('form.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('form.required')}</p>
        {sent && (
          <div role="status" className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-4 text-sm text-emerald-950" data-testid="contact-sent">
            <p className="font-semibold">{t(sent === 'queued' ? 'toast.queuedTitle' : 'toast.sentTitle')}</p>
            <p className="mt-1">{t(sent === 'queued' ? 'toast.queued' : 'toast.sent')}</p>
          </div>
        )}
        <form noValidate onSubmit={submit} className="mt-8 grid gap-6 sm:grid-cols-2">
          <TextField label={t('form.name')} autoComplete="name" {...field('name')} />
          <TextField label={t('form.email')} type="email" autoComplete="email" inputMode="email" {...field('email')} />
          <TextField label={t('form.subject')} autoComplete="off" className="sm:col-span-2" {...field('subject')} />
          <TextareaField label={t('form.message')} className="sm:col-span-2" {...field('message')} />
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={sending} aria-busy={sending} className="w-full sm:w-auto">
              {sending ? t('form.sending') : t('form.submit')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  )
}

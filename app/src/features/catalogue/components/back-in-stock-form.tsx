// "Email me when it's back", under the add-to-cart button when the chosen colour and size is sold
// out: one button for a signed-in customer (the account's address), an email field and the
// button for a guest. The answer is the same whether the address was already waiting, so the
// confirmation is too. It sits inside the purchase form, so it is a group, not a form of its own:
// Enter in its field sends the alert, never the cart. Its strings load when it is first shown,
// apart from the product page's, and its contract when the shopper asks (decision 008).
import { CheckIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '#shared/schemas/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import { MESSAGES } from '#shared/schemas/messages'
import { EarlyInput } from '#app/app/early-input'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { Button } from '#app/components/ui/button'
import { useToast } from '#app/components/ui/toast'
import { useCurrentUser } from '#app/lib/auth/current-user'
import { i18n, loadNamespaces } from '#app/lib/i18n/i18n'
import { isLanguage } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'
import { askForStockAlert } from '#app/features/catalogue/api/stock-alerts'

type Props = { product: Product; color: string; size: string }

const FIELDS = ['email'] as const

function AlertForm({ product, color, size }: Props) {
  const { t } = useTranslation('stock-alerts')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const toast = useToast()
  const id = useId()
  const { apiErrorText } = useErrorText()
  const { status, user } = useCurrentUser()
  const { values, field, show, showServerFields } = useForm(FIELDS, { email: '' })
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const confirmation = useRef<HTMLParagraphElement>(null)
  // The confirmation replaces the button that had the focus: once it is drawn (not at a frame
  // that may come before React commits it), the focus goes there, so it is read out.
  useEffect(() => {
    if (done) confirmation.current?.focus()
  }, [done])
  // A session still being checked is most likely a signed-in customer: one button, sent once known.
  const guest = status !== 'loading' && !user
  const colorText = tc(`colors.${color}`, { defaultValue: color }).toLocaleLowerCase(lang)

  async function send() {
    if (busy || status === 'loading') return
    const email = values.email.trim()
    if (guest && !email) {
      show({ email: MESSAGES.emailRequired })
      return
    }
    setBusy(true)
    try {
      await askForStockAlert({ productId: product.id, color, size, language: lang, ...(guest && { email }) })
      setDone(true)
    } catch (error) {
      if (showServerFields(error)) return
      const description = apiErrorText(error, t('errors.failed'), { variant_not_found: t('errors.unavailable') })
      toast({ variant: 'destructive', title: t('errors.title'), description })
    } finally {
      setBusy(false)
    }
  }

  const sendOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void send()
  }

  if (done) {
    return (
      <p ref={confirmation} tabIndex={-1} role="status" className="flex items-start gap-3 rounded-2xl bg-sand/50 p-4 text-sm text-ink focus:outline-none" data-testid="back-in-stock-done">
        <CheckIcon aria-hidden="true" width={18} height={18} className="mt-0.5 shrink-0 text-cocoa" />
        {t('form.done', { name: localized(product, 'name', lang), color: colorText, size })}
      </p>
    )
  }

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="rounded-2xl border border-sand p-4 sm:p-5" data-testid="back-in-stock">
      <h2 id={`${id}-title`} className="font-serif text-lg text-ink">
        {t('form.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {guest ? t('form.body', { color: colorText, size }) : t('form.bodySignedIn', { color: colorText, size, email: user?.email ?? '…' })}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        {guest && (
          <TextField
            label={t('form.label')}
            hideLabel
            look="pill"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('form.placeholder')}
            className="min-w-0 flex-1"
            onKeyDown={sendOnEnter}
            {...field('email')}
          />
        )}
        <Button variant="secondary" disabled={busy || status === 'loading'} aria-busy={busy} onClick={() => void send()} className="w-full sm:w-auto" data-testid="back-in-stock-submit">
          {busy ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </div>
  )
}

// On the server (no language chosen on the app's instance) the page's own instance loads the
// strings when the form asks for them, as the footer's newsletter form does.
const LazyAlertForm = lazy(async () => {
  const lang = i18n.language
  await (isLanguage(lang) ? loadNamespaces(lang, ['stock-alerts', 'validation']) : undefined)
  return { default: AlertForm }
})

/**
 * Shown for a sold-out colour and size; a new choice starts a new request. An email typed before
 * the form's code has loaded and hydrated the server's form is handed to it (decision 021).
 */
export function BackInStockForm(props: Props) {
  const scope = useRef<HTMLDivElement>(null)
  return (
    <div ref={scope}>
      <Suspense fallback={<div className="min-h-32" aria-hidden="true" />}>
        <LazyAlertForm key={`${props.color}/${props.size}`} {...props} />
        <EarlyInput scope={scope} part="back-in-stock" />
      </Suspense>
    </div>
  )
}

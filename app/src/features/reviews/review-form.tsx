// The form of one line's review (decision 042): stars, how it fits against the size bought, a
// title and the text, and how the reviewer is named in public. Checked with the shared schema
// before sending; the server's refusals land on their fields. Plain text only.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REVIEW_DISPLAYS, REVIEW_FITS, type ReviewDisplay, type ReviewFit } from '#shared/reviews/reviews'
import { reviewInputSchema, type OwnReview, type ReviewInput } from '#shared/schemas/reviews'
import { TextareaField } from '#app/components/form/textarea-field'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { useLang } from '#app/lib/i18n/use-lang'

const FIELDS = ['rating', 'fit', 'title', 'body'] as const

type Props = {
  /** For the fields' ids: one form per line on the page. */
  itemId: string
  existing: OwnReview | null
  onSave: (body: ReviewInput) => Promise<unknown>
  onCancel?: () => void
}

const choiceClasses = (checked: boolean) =>
  cn(
    'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cocoa',
    checked ? 'border-ink bg-ink text-cream' : 'border-sand text-ink hover:border-ink',
  )

export function ReviewForm({ itemId, existing, onSave, onCancel }: Props) {
  const { t } = useTranslation('order-reviews')
  const { lang } = useLang()
  const { apiErrorText } = useErrorText()
  const { values, errors, set, validate, showServerFields, field } = useForm(FIELDS, {
    rating: existing ? String(existing.rating) : '',
    fit: existing?.fit ?? '',
    title: existing?.title ?? '',
    body: existing?.body ?? '',
  })
  const [display, setDisplay] = useState<ReviewDisplay>(existing?.display ?? 'first_name_initial')
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string>()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setFailure(undefined)
    const body = validate(reviewInputSchema, { rating: Number(values.rating) || undefined, fit: values.fit || undefined, title: values.title, body: values.body, display, language: existing?.language ?? lang })
    if (!body) return
    setSending(true)
    try {
      await onSave(body)
    } catch (error) {
      if (!showServerFields(error)) setFailure(apiErrorText(error, t('failed')))
    } finally {
      setSending(false)
    }
  }

  const rating = field('rating')
  const fit = field('fit')
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5">
      <fieldset aria-describedby={errors.rating ? `${itemId}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-ink">{t('form.rating')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n, i) => (
            <label key={n} className={choiceClasses(values.rating === String(n))}>
              <input
                type="radio"
                name={`${itemId}-rating`}
                value={n}
                checked={values.rating === String(n)}
                onChange={() => set('rating', String(n))}
                ref={i === 0 ? (rating.inputRef as (el: HTMLInputElement | null) => void) : undefined}
                className="sr-only"
              />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="sr-only">{t('form.stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${itemId}-rating-error`} className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <fieldset aria-describedby={errors.fit ? `${itemId}-fit-error` : undefined}>
        <legend className="text-sm font-medium text-ink">{t('form.fit')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {REVIEW_FITS.map((f: ReviewFit, i) => (
            <label key={f} className={choiceClasses(values.fit === f)}>
              <input
                type="radio"
                name={`${itemId}-fit`}
                value={f}
                checked={values.fit === f}
                onChange={() => set('fit', f)}
                ref={i === 0 ? (fit.inputRef as (el: HTMLInputElement | null) => void) : undefined}
                className="sr-only"
              />
              {t(`fit.${f}`)}
            </label>
          ))}
        </div>
        {errors.fit && (
          <p id={`${itemId}-fit-error`} className="mt-1 text-sm text-red-700">
            {errors.fit}
          </p>
        )}
      </fieldset>
      <TextField {...field('title')} label={t('form.title')} maxLength={120} autoComplete="off" />
      <TextareaField {...field('body')} label={t('form.body')} hint={t('form.bodyHint')} rows={5} maxLength={3000} />
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('form.display')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {REVIEW_DISPLAYS.map((d) => (
            <label key={d} className={choiceClasses(display === d)}>
              <input type="radio" name={`${itemId}-display`} value={d} checked={display === d} onChange={() => setDisplay(d)} className="sr-only" />
              {t(`display.${d}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <p className="text-xs text-muted">{t('form.moderation')}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? t('form.sending') : existing ? t('form.saveEdit') : t('form.send')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}

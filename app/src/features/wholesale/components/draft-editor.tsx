// One draft being written: the catalogue, the summary and the form (decision 016). It saves
// itself to the device on every change a person makes (nothing is saved for a form merely
// opened), and submits through the outbox (api/submissions.ts): online it is sent at once,
// offline it waits and is sent when the connection comes back.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '#shared/schemas/catalogue'
import {
  BUSINESS_TYPES,
  MAX_LINE_QUANTITY,
  MONTHLY_ORDER_RANGES,
  WHOLESALE_MINIMUM_UNITS,
  wholesaleOrderSchema,
  YEARS_IN_BUSINESS,
  type AccountSummary,
} from '#shared/schemas/wholesale'
import { SelectField } from '#app/components/form/select-field'
import { TextareaField } from '#app/components/form/textarea-field'
import { TextField } from '#app/components/form/text-field'
import { issuesByField, useForm } from '#app/components/form/use-form'
import { useErrorText } from '#app/components/form/use-error-text'
import { Button } from '#app/components/ui/button'
import { useToast } from '#app/components/ui/toast'
import { ApiError } from '#app/lib/api-client'
import type { Loadable } from '#app/lib/catalogue'
import { useLang } from '#app/lib/i18n/use-lang'
import { EMPTY_FIELDS, saveDraft, type WholesaleDraftFields, type WholesaleDraftLine, type WholesaleOrderRow } from '#app/lib/wholesale-orders'
import { submitOrder, type SubmitOutcome } from '#app/features/wholesale/api/submissions'
import { CataloguePicker } from './catalogue-picker'
import { OrderSummary } from './order-summary'

const FIELDS = Object.keys(EMPTY_FIELDS) as (keyof WholesaleDraftFields)[]
const BUSINESS_FIELDS: (keyof WholesaleDraftFields)[] = ['businessType', 'yearsInBusiness', 'taxId', 'website', 'targetMarket', 'estimatedMonthlyOrder', 'currentSuppliers']

/** `items.3` → 3: the server names a refused line by its index. */
function lineErrorsOf(fields: Record<string, string> | undefined): Record<number, string> {
  const byLine: Record<number, string> = {}
  for (const [key, message] of Object.entries(fields ?? {})) {
    const match = /^items\.(\d+)$/.exec(key)
    if (match) byLine[Number(match[1])] = message
  }
  return byLine
}

const sameLine = (a: WholesaleDraftLine, b: WholesaleDraftLine) => a.productId === b.productId && a.color === b.color && a.size === b.size

export type DraftEditorProps = {
  initial: WholesaleOrderRow
  /** False for a fresh form nobody has typed in yet: it is stored at the first change. */
  persisted: boolean
  products: Loadable<Product[]>
  prefill: Partial<WholesaleDraftFields> | undefined
  approvedAccount: AccountSummary | undefined
  online: boolean
  onSaved: () => void
  onSubmitted: (outcome: SubmitOutcome, draft: WholesaleOrderRow) => void
}

export function DraftEditor({ initial, persisted, products, prefill, approvedAccount, online, onSaved, onSubmitted }: DraftEditorProps) {
  const { t } = useTranslation('wholesale')
  const { lang } = useLang()
  const toast = useToast()
  const { apiErrorText, messageText } = useErrorText()
  const formId = useId()
  // The draft as it was when opened; from then on this editor holds it (the parent's copy follows the saves).
  const [base] = useState(initial)
  const form = useForm(FIELDS, base.fields)
  const [lines, setLines] = useState(base.lines)
  const [lineErrors, setLineErrors] = useState(() => lineErrorsOf(base.review?.fields))
  const [review, setReview] = useState(base.review)
  const [submitting, setSubmitting] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const details = useRef<HTMLDetailsElement>(null)
  const dirty = useRef(persisted)
  const saving = useRef<Promise<unknown>>(Promise.resolve())

  const productsById = useMemo(() => new Map((products.status === 'ready' ? products.data : []).map((p) => [p.id, p])), [products])
  const draft: WholesaleOrderRow = { ...base, fields: form.values, lines, review }

  // Saved after every change a person made, one write after another so the last one wins.
  const { values } = form
  useEffect(() => {
    if (!dirty.current) return
    const row: WholesaleOrderRow = { ...base, fields: values, lines, review }
    saving.current = saving.current.then(() => saveDraft(row)).then(onSaved, () => undefined)
  }, [values, lines, review, base, onSaved])

  // A signed-in buyer's details fill in what is still empty, once per field (a field the buyer
  // then clears stays clear), without counting as a change.
  const { set } = form
  const filled = useRef(new Set<string>())
  useEffect(() => {
    for (const [name, value] of Object.entries(prefill ?? {}) as [keyof WholesaleDraftFields, string][]) {
      if (!value || filled.current.has(name)) continue
      filled.current.add(name)
      if (!values[name]) set(name, value)
    }
  }, [prefill, values, set])

  const edited = () => {
    dirty.current = true
  }

  const field = (name: keyof WholesaleDraftFields) => {
    const bound = form.field(name)
    return {
      ...bound,
      onChange: (e: { target: { value: string } }) => {
        edited()
        bound.onChange(e)
      },
    }
  }

  const addLine = (line: WholesaleDraftLine) => {
    edited()
    setLines((current) => {
      const index = current.findIndex((l) => sameLine(l, line))
      if (index < 0) return [...current, line]
      return current.map((l, i) => (i === index ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + line.quantity) } : l))
    })
    setAnnouncement(t('summary.added', { quantity: line.quantity, name: line.productName, size: line.size }))
  }

  const changeQuantity = (index: number, quantity: number) => {
    edited()
    // A removed line shifts the ones after it: the server's marks no longer point at them.
    if (quantity === 0) setLineErrors({})
    else setLineErrors(({ [index]: _gone, ...rest }) => rest)
    setLines((current) => (quantity === 0 ? current.filter((_, i) => i !== index) : current.map((l, i) => (i === index ? { ...l, quantity } : l))))
  }

  const minimum = approvedAccount?.minimumOrderQuantity ?? WHOLESALE_MINIMUM_UNITS

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    if (lines.length === 0) {
      toast({ title: t('toast.noItemsTitle'), description: t('toast.noItems'), variant: 'destructive' })
      return
    }
    const input = { ...form.values, items: lines, language: lang }
    const check = wholesaleOrderSchema.safeParse(input)
    // A problem in the folded business section: unfold it so the field can take the focus.
    if (!check.success && details.current && BUSINESS_FIELDS.some((f) => issuesByField(check.error)[f])) details.current.open = true
    const order = form.validate(wholesaleOrderSchema, input)
    if (!order) return
    setSubmitting(true)
    try {
      const outcome = await submitOrder(draft, order)
      onSubmitted(outcome, draft)
    } catch (error) {
      // The order is a draft again, with the server's reasons on its fields and lines.
      const fields = error instanceof ApiError ? error.fields : undefined
      form.showServerFields(error)
      setLineErrors(lineErrorsOf(fields))
      setReview(error instanceof ApiError ? { message: error.message, fields } : undefined)
      toast({ title: t('toast.failedTitle'), description: apiErrorText(error, t('toast.failed')), variant: 'destructive' })
      setSubmitting(false)
    }
  }

  const option = (group: string) => (value: string) => (
    <option key={value} value={value}>
      {t(`${group}.${value}`)}
    </option>
  )

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
      <div className="min-w-0">
        {/* On a phone the summary comes after the catalogue: a way down to it, with what it holds. */}
        <a href={`#${formId}-summary`} className="mb-4 inline-block text-sm font-medium text-cocoa underline-offset-4 hover:underline lg:hidden">
          {t('form.jump', { count: lines.length })}
        </a>
        <CataloguePicker products={products} onAdd={addLine} />
      </div>

      <div id={`${formId}-summary`} className="grid scroll-mt-28 grid-cols-[minmax(0,1fr)] gap-6 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:pb-2">
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        {review && (
          <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">{t('review.title')}</p>
            <p className="mt-1">{messageText(review.message)}</p>
          </div>
        )}
        <OrderSummary lines={lines} products={productsById} lineErrors={lineErrors} minimum={minimum} approvedAccount={approvedAccount} onQuantity={changeQuantity} />

        <form id={`${formId}-form`} noValidate onSubmit={submit} aria-labelledby={`${formId}-title`} className="rounded-3xl border border-sand/70 bg-white p-5 shadow-sm">
          <h2 id={`${formId}-title`} className="text-2xl text-ink">
            {t('form.title')}
          </h2>
          <p className="mt-1 text-xs text-muted">{t('form.required')}</p>
          <div className="mt-5 grid gap-4">
            <TextField label={t('form.companyName')} autoComplete="organization" {...field('companyName')} />
            <TextField label={t('form.contactName')} autoComplete="name" {...field('contactName')} />
            <TextField label={t('form.email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
            <TextField label={t('form.phone')} type="tel" autoComplete="tel" {...field('phone')} />
            <TextField label={t('form.country')} autoComplete="country-name" {...field('country')} />
            <TextareaField label={t('form.notes')} optional={t('form.optional')} rows={3} {...field('notes')} />

            <details ref={details} className="group rounded-2xl border border-sand/70 px-4 py-3">
              <summary className="cursor-pointer text-sm font-medium text-ink marker:text-cocoa">
                {t('form.business')} <span className="font-normal text-muted">{t('form.optional')}</span>
              </summary>
              <p className="mt-2 text-xs text-muted">{t('form.businessHint')}</p>
              <div className="mt-4 grid gap-4">
                <SelectField label={t('form.businessType')} {...field('businessType')}>
                  <option value="">{t('form.choose')}</option>
                  {BUSINESS_TYPES.map(option('businessTypes'))}
                </SelectField>
                <SelectField label={t('form.yearsInBusiness')} {...field('yearsInBusiness')}>
                  <option value="">{t('form.choose')}</option>
                  {YEARS_IN_BUSINESS.map(option('years'))}
                </SelectField>
                <SelectField label={t('form.estimatedMonthlyOrder')} {...field('estimatedMonthlyOrder')}>
                  <option value="">{t('form.choose')}</option>
                  {MONTHLY_ORDER_RANGES.map(option('monthly'))}
                </SelectField>
                <TextField label={t('form.taxId')} {...field('taxId')} />
                <TextField label={t('form.website')} type="url" inputMode="url" autoComplete="url" placeholder="www.example.com" {...field('website')} />
                <TextField label={t('form.targetMarket')} hint={t('form.targetMarketHint')} {...field('targetMarket')} />
                <TextField label={t('form.currentSuppliers')} {...field('currentSuppliers')} />
              </div>
            </details>

            {!online && (
              <p className="rounded-2xl bg-sand/50 p-3 text-sm text-ink" data-testid="offline-note">
                {t('form.offline')}
              </p>
            )}
            <Button type="submit" size="lg" disabled={lines.length === 0 || submitting} aria-busy={submitting || undefined} className="w-full">
              {submitting ? t('form.submitting') : t('form.submit')}
            </Button>
            {lines.length === 0 && <p className="-mt-2 text-center text-xs text-muted">{t('form.emptyHint')}</p>}
          </div>
        </form>
      </div>
    </div>
  )
}

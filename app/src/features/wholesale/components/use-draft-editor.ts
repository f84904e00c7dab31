// One wholesale draft's flow (decision 016): its fields and lines, saved to the device on every
// change a person makes (nothing is saved for a form merely opened), a signed-in buyer's details
// filled in, and the submission through the outbox (api/submissions.ts): online it is sent at once,
// offline it waits and is sent when the connection comes back. A refused order is a draft again,
// with the server's reasons on its fields and lines.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Product } from '#shared/schemas/catalogue'
import { MAX_LINE_QUANTITY, WHOLESALE_MINIMUM_UNITS, wholesaleOrderSchema, type AccountSummary } from '#shared/schemas/wholesale'
import { issuesByField, useForm } from '#app/components/form/use-form'
import { useErrorText } from '#app/components/form/use-error-text'
import { useToast } from '#app/components/ui/toast'
import { ApiError } from '#app/lib/api-client'
import type { Loadable } from '#app/lib/catalogue'
import { useLang } from '#app/lib/i18n/use-lang'
import { EMPTY_FIELDS, saveDraft, type WholesaleDraftFields, type WholesaleDraftLine, type WholesaleOrderRow } from '#app/lib/wholesale-orders'
import { submitOrder, type SubmitOutcome } from '#app/features/wholesale/api/submissions'

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

export type DraftEditorOptions = {
  initial: WholesaleOrderRow
  /** False for a fresh form nobody has typed in yet: it is stored at the first change. */
  persisted: boolean
  products: Loadable<Product[]>
  prefill: Partial<WholesaleDraftFields> | undefined
  approvedAccount: AccountSummary | undefined
  onSaved: () => void
  onSubmitted: (outcome: SubmitOutcome, draft: WholesaleOrderRow) => void
}

/** A form field's props, bound to the draft; a change counts as the person's. */
export type BoundField = ReturnType<ReturnType<typeof useForm<keyof WholesaleDraftFields>>['field']>

export function useDraftEditor({ initial, persisted, products, prefill, approvedAccount, onSaved, onSubmitted }: DraftEditorOptions) {
  const { t } = useTranslation('wholesale')
  const { lang } = useLang()
  const toast = useToast()
  const { apiErrorText } = useErrorText()
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

  const field = (name: keyof WholesaleDraftFields): BoundField => {
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

  return { field, details, lines, lineErrors, review, submitting, announcement, productsById, minimum, addLine, changeQuantity, submit }
}

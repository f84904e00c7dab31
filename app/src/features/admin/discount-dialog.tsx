// Create or edit a discount code: every rule of the model (decision 034). The server checks
// everything (shared/contracts/admin-discounts.ts) and its messages land on their fields, in the
// staff's language; the dialog only turns what was typed into the request (empty is "none").
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '#app/components/form/select-field'
import { TextField } from '#app/components/form/text-field'
import { TextareaField } from '#app/components/form/textarea-field'
import { useForm } from '#app/components/form/use-form'
import { FormDialog } from '#app/components/ui/form-dialog'
import { callApi } from '#app/lib/api-client'
import { PRODUCT_CATEGORIES } from '#shared/catalogue/catalogue'
import { adminDiscountsApi, type AdminDiscountCode } from '#shared/contracts/admin-discounts'
import { DISCOUNT_AUDIENCES, DISCOUNT_KINDS, DISCOUNT_SCOPES, normalizePromoCode } from '#shared/pricing/discount-codes'
import { formatAmount } from '#shared/pricing/money'
import { isoOf, localInput } from './datetime-local'
import { useAdminAction } from './use-admin-action'
import { useSaveRefusal } from './use-save-refusal'

const FIELDS = ['code', 'kind', 'amount', 'minSubtotal', 'startsAt', 'endsAt', 'usageLimit', 'perCustomerLimit', 'audience', 'accountEmails', 'scope', 'categories', 'productCodes'] as const
const FLAGS = ['includesMadeToMeasure', 'includesDiscountedItems', 'combinesWithRewards'] as const
type Flag = (typeof FLAGS)[number]

/** A limit as typed: empty is none; what is not a whole number goes as typed, for the server to refuse. */
const limitOf = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text)
/** Emails or product codes, one per line or separated by commas. */
const listOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean)

const initialOf = (code: AdminDiscountCode | null): Record<(typeof FIELDS)[number], string> => ({
  code: code?.code ?? '',
  kind: code?.kind ?? 'percent',
  amount: code ? (code.kind === 'percent' ? String(code.amount) : formatAmount(code.amount)) : '',
  minSubtotal: code?.minSubtotalCents != null ? formatAmount(code.minSubtotalCents) : '',
  startsAt: localInput(code?.startsAt ?? new Date().toISOString()),
  endsAt: localInput(code?.endsAt ?? null),
  usageLimit: code?.usageLimit != null ? String(code.usageLimit) : '',
  perCustomerLimit: code?.perCustomerLimit != null ? String(code.perCustomerLimit) : '',
  audience: code?.audience ?? 'everyone',
  accountEmails: code?.accountEmails.join('\n') ?? '',
  scope: code?.scope ?? 'order',
  categories: code?.categories.join(',') ?? '',
  productCodes: code?.productCodes.join(', ') ?? '',
})

export function DiscountDialog({ code, onClose, onSaved }: { code: AdminDiscountCode | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation('common')
  const act = useAdminAction()
  const showRefusal = useSaveRefusal()
  const form = useForm(FIELDS, initialOf(code))
  const [flags, setFlags] = useState<Record<Flag, boolean>>({
    includesMadeToMeasure: code?.includesMadeToMeasure ?? true,
    includesDiscountedItems: code?.includesDiscountedItems ?? false,
    combinesWithRewards: code?.combinesWithRewards ?? true,
  })
  const [saving, setSaving] = useState(false)
  const v = form.values
  const categories = listOf(v.categories)
  const toggleCategory = (category: string) =>
    form.set('categories', (categories.includes(category) ? categories.filter((c) => c !== category) : [...categories, category]).join(','))

  const submit = async () => {
    const body = {
      code: v.code,
      kind: v.kind as AdminDiscountCode['kind'],
      amount: v.amount,
      minSubtotal: v.minSubtotal.trim() === '' ? null : v.minSubtotal,
      startsAt: isoOf(v.startsAt),
      endsAt: v.endsAt === '' ? null : isoOf(v.endsAt),
      usageLimit: limitOf(v.usageLimit) as number | null,
      perCustomerLimit: limitOf(v.perCustomerLimit) as number | null,
      audience: v.audience as AdminDiscountCode['audience'],
      accountEmails: listOf(v.accountEmails),
      scope: v.scope as AdminDiscountCode['scope'],
      categories: categories as (typeof PRODUCT_CATEGORIES)[number][],
      productCodes: listOf(v.productCodes),
      ...flags,
    }
    setSaving(true)
    try {
      await act(() => (code ? callApi(adminDiscountsApi.update, { params: { id: code.id }, body }) : callApi(adminDiscountsApi.create, { body })), {
        success: t(code ? 'discounts.saved' : 'discounts.created', { code: normalizePromoCode(v.code) }),
        failure: t('discounts.saveFailed'),
      })
      onSaved()
      onClose()
    } catch (error) {
      // A code taken, or a name the shop does not know: on the field it names.
      showRefusal(form, error, t('discounts.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      title={code ? t('discounts.editTitle', { code: code.code }) : t('discounts.createTitle')}
      description={t('discounts.dialogDescription')}
      size="lg"
      busy={saving}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={code ? t('common.save') : t('discounts.create')}
      busyLabel={t('common.saving')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t('discounts.fields.code')} autoComplete="off" autoCapitalize="characters" spellCheck={false} hint={t('discounts.hints.code')} className="sm:col-span-2" {...form.field('code')} />
      <SelectField label={t('discounts.fields.kind')} {...form.field('kind')}>
        {DISCOUNT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`discounts.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={v.kind === 'percent' ? t('discounts.fields.percent') : t('discounts.fields.fixed')} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
      <TextField label={t('discounts.fields.minSubtotal')} inputMode="decimal" autoComplete="off" optional={t('common.optional')} hint={t('discounts.hints.minSubtotal')} className="sm:col-span-2" {...form.field('minSubtotal')} />
      <TextField label={t('discounts.fields.startsAt')} type="datetime-local" {...form.field('startsAt')} />
      <TextField label={t('discounts.fields.endsAt')} type="datetime-local" optional={t('common.optional')} hint={t('discounts.hints.endsAt')} {...form.field('endsAt')} />
      <TextField label={t('discounts.fields.usageLimit')} type="number" min={1} step={1} inputMode="numeric" optional={t('common.optional')} hint={t('discounts.hints.noLimit')} {...form.field('usageLimit')} />
      <TextField label={t('discounts.fields.perCustomerLimit')} type="number" min={1} step={1} inputMode="numeric" optional={t('common.optional')} hint={t('discounts.hints.perCustomer')} {...form.field('perCustomerLimit')} />
      <SelectField label={t('discounts.fields.audience')} className="sm:col-span-2" {...form.field('audience')}>
        {DISCOUNT_AUDIENCES.map((a) => (
          <option key={a} value={a}>
            {t(`discounts.audiences.${a}`)}
          </option>
        ))}
      </SelectField>
      {v.audience === 'accounts' && (
        <TextareaField label={t('discounts.fields.accountEmails')} rows={3} hint={t('discounts.hints.list')} className="sm:col-span-2" {...form.field('accountEmails')} />
      )}
      <SelectField label={t('discounts.fields.scope')} className="sm:col-span-2" {...form.field('scope')}>
        {DISCOUNT_SCOPES.map((s) => (
          <option key={s} value={s}>
            {t(`discounts.scopes.${s}`)}
          </option>
        ))}
      </SelectField>
      {v.scope === 'categories' && (
        <fieldset className="sm:col-span-2" aria-describedby={form.errors.categories ? 'discount-categories-error' : undefined}>
          <legend className="text-sm font-medium text-ink">{t('discounts.fields.categories')}</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {PRODUCT_CATEGORIES.map((c) => (
              <label key={c} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                <input type="checkbox" className="size-5 accent-cocoa" checked={categories.includes(c)} onChange={() => toggleCategory(c)} />
                {common(`categories.${c}.short`)}
              </label>
            ))}
          </div>
          {form.errors.categories && (
            <p id="discount-categories-error" className="mt-1 text-sm text-red-700">
              {form.errors.categories}
            </p>
          )}
        </fieldset>
      )}
      {v.scope === 'products' && (
        <TextField label={t('discounts.fields.productCodes')} autoComplete="off" spellCheck={false} hint={t('discounts.hints.productCodes')} className="sm:col-span-2" {...form.field('productCodes')} />
      )}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-ink">{t('discounts.fields.rules')}</legend>
        {FLAGS.map((flag) => (
          <label key={flag} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input type="checkbox" className="size-5 accent-cocoa" checked={flags[flag]} onChange={(e) => setFlags((f) => ({ ...f, [flag]: e.target.checked }))} />
            {t(`discounts.fields.${flag}`)}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  )
}

// The product's own fields: code, category, price, low-stock threshold and made to measure; the
// colours and sizes it comes in; its texts in three languages.
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '#app/components/form/select-field'
import { TextField } from '#app/components/form/text-field'
import { PRODUCT_CATEGORIES, PRODUCT_COLORS, PRODUCT_SIZES } from '#shared/catalogue/catalogue'
import { EditorCard } from './editor-card'
import type { Language } from '#shared/catalogue/catalogue'
import type { Draft, TextField as TextName } from './product-draft'
import { ProductTexts } from './product-texts'
import type { Errors } from './use-product-editor'

type ProductFormProps = {
  draft: Draft
  errors: Errors
  missing: Record<Language, TextName[]>
  tab: Language
  onTab: (tab: Language) => void
  edit: (change: Partial<Draft>) => void
  editText: (key: keyof Draft['texts'], value: string) => void
  toggle: (list: 'colors' | 'sizes', value: string, order: readonly string[]) => void
  onSubmit: () => void
}

export function ProductForm({ draft, errors, missing, tab, onTab, edit, editText, toggle, onSubmit }: ProductFormProps) {
  const { t } = useTranslation('catalogue-admin')
  const { t: common } = useTranslation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="grid min-w-0 gap-6" onSubmit={submit}>
      <EditorCard title={t('editor.basics')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('fields.code')} value={draft.code} error={errors.code} onChange={(e) => edit({ code: e.target.value.toUpperCase() })} autoComplete="off" required />
          <SelectField label={t('fields.category')} value={draft.category} error={errors.category} onChange={(e) => edit({ category: e.target.value })}>
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {common(`categories.${c}.short`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('fields.price')} hint={t('fields.priceHint')} inputMode="decimal" value={draft.price} error={errors.price} onChange={(e) => edit({ price: e.target.value })} />
          <TextField
            label={t('fields.lowStock')}
            hint={t('fields.lowStockHint')}
            type="number"
            min={0}
            max={1000}
            value={draft.lowStockThreshold}
            error={errors.lowStockThreshold}
            onChange={(e) => edit({ lowStockThreshold: e.target.value })}
          />
        </div>
        <label className="mt-4 flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-cocoa" checked={draft.isCustomMade} onChange={(e) => edit({ isCustomMade: e.target.checked })} />
          {t('fields.customMade')}
        </label>
        <label className="mt-3 flex items-start gap-3 text-sm text-ink max-md:min-h-11">
          <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-cocoa" checked={draft.returnable} onChange={(e) => edit({ returnable: e.target.checked })} aria-describedby="returnable-hint" />
          <span>
            {t('fields.returnable')}
            <span id="returnable-hint" className="mt-0.5 block text-xs text-muted">
              {t('fields.returnableHint')}
            </span>
          </span>
        </label>
      </EditorCard>

      <EditorCard title={t('editor.variants')}>
        <p className="mb-3 text-xs text-muted">{t('editor.variantsHint')}</p>
        <Choices legend={t('fields.colors')} error={errors.colors} options={PRODUCT_COLORS.map((c) => ({ value: c, label: common(`colors.${c}`) }))} chosen={draft.colors} onToggle={(v) => toggle('colors', v, PRODUCT_COLORS)} />
        <Choices legend={t('fields.sizes')} error={errors.sizes} options={PRODUCT_SIZES.map((s) => ({ value: s, label: s }))} chosen={draft.sizes} onToggle={(v) => toggle('sizes', v, PRODUCT_SIZES)} />
      </EditorCard>

      <EditorCard title={t('editor.texts')}>
        <ProductTexts texts={draft.texts} errors={errors} missing={missing} tab={tab} onTab={onTab} onEdit={editText} />
      </EditorCard>
    </form>
  )
}

function Choices({ legend, options, chosen, onToggle, error }: { legend: string; options: { value: string; label: string }[]; chosen: string[]; onToggle: (value: string) => void; error?: string }) {
  return (
    <fieldset className="mt-2 min-w-0 first:mt-0">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className="flex cursor-pointer items-center gap-2 rounded-full border border-sand px-3 py-1.5 text-sm text-ink has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-cream">
            <input type="checkbox" className="size-4 accent-cocoa" checked={chosen.includes(o.value)} onChange={() => onToggle(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </fieldset>
  )
}

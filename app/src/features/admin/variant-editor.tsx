// One variant's editor, under the grid: its figures, the stock set to a figure or changed by one,
// its low-stock alert, whether it is offered, its SKU. Opening it moves focus to its heading (a
// screen reader hears which colour and size); closing it returns focus to the cell.
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/form/text-field'
import { Button } from '#app/components/ui/button'
import { formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { VariantStockRow } from '#shared/contracts/admin-inventory'
import { useVariantEditor } from './use-variant-editor'

export function VariantEditor({ variant, onSaved, onClose }: { variant: VariantStockRow; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const { lang } = useLang()
  const { draft, edit, saving, save, fieldOf } = useVariantEditor(variant, onSaved, onClose)
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const n = (value: number) => formatNumber(value, lang)
  useEffect(() => heading.current?.focus(), [])

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
      className="mt-5 grid gap-4 rounded-2xl border border-sand bg-cream/50 p-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="font-serif text-xl text-ink outline-none">
          {t('inventory.editor.title', { color: common(`colors.${variant.color}`, { defaultValue: variant.color }), size: variant.size })}{' '}
          <span className="font-mono text-xs text-muted">{variant.sku}</span>
        </h3>
        <p className="mt-1 text-sm text-muted">
          {t('inventory.editor.facts', { stock: n(variant.stock), pending: n(variant.pendingQty), sold: n(variant.soldQty), available: n(variant.available) })}
          {variant.waiting > 0 && <> · {t('inventory.waiting', { count: variant.waiting })}</>}
        </p>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-ink">{t('inventory.editor.mode')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          {(['set', 'change'] as const).map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="mode" className="size-4 accent-cocoa" checked={draft.mode === mode} onChange={() => edit({ mode })} />
              {t(mode === 'set' ? 'inventory.editor.setTo' : 'inventory.editor.changeBy')}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.mode === 'set' ? (
        <TextField
          label={t('inventory.newStock')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.stock}
          onChange={(e) => edit({ stock: e.target.value })}
          {...fieldOf('stock')}
        />
      ) : (
        <TextField
          label={t('inventory.editor.change')}
          hint={t('inventory.editor.changeHint', { count: variant.pendingQty })}
          inputMode="text"
          placeholder="+5"
          value={draft.change}
          onChange={(e) => edit({ change: e.target.value })}
          {...fieldOf('stock')}
        />
      )}
      <TextField
        label={t('inventory.editor.threshold')}
        hint={t('inventory.editor.thresholdHint')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft.threshold}
        onChange={(e) => edit({ threshold: e.target.value })}
        {...fieldOf('threshold')}
      />
      <TextField label={t('inventory.editor.sku')} value={draft.sku} autoCapitalize="characters" spellCheck={false} onChange={(e) => edit({ sku: e.target.value })} {...fieldOf('sku')} />
      <label className="flex min-h-11 items-start gap-3 text-sm sm:col-span-2">
        <input type="checkbox" className="mt-0.5 size-5 accent-cocoa" checked={draft.notOffered} onChange={(e) => edit({ notOffered: e.target.checked })} />
        <span>
          <span className="font-medium text-ink">{t('inventory.editor.notOffered')}</span>
          <span className="block text-xs text-muted">{t('inventory.editor.notOfferedHint')}</span>
        </span>
      </label>
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {common('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  )
}

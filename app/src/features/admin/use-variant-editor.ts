// The flow of one variant's editor: what is typed, checked here (nothing is sent for a figure
// that is not a whole number in range: 'Error' / 'Please enter a valid stock quantity', said on
// the field too, which takes the focus), then the change sent, told in a toast with the shop's
// words for what the server refuses.
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '#app/components/form/use-error-text'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { adminInventoryApi, type VariantStockRow } from '#shared/contracts/admin-inventory'
import { MESSAGES } from '#shared/schemas/messages'
import { useAdminAction } from './use-admin-action'
import { changeOf, draftOf, type VariantChange, type VariantDraft } from './variant-change'

type Field = Extract<VariantChange, { kind: 'invalid' }>['field']

export function useVariantEditor(variant: VariantStockRow, onSaved: () => void, onDone: () => void) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const act = useAdminAction()
  const { messageText } = useErrorText()
  const [draft, setDraft] = useState<VariantDraft>(() => draftOf(variant))
  const [saving, setSaving] = useState(false)
  /** The field a save was refused for here, and why; cleared as soon as it is edited. */
  const [invalid, setInvalid] = useState<{ field: Field; text: string }>()
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})
  const edit = (changes: Partial<VariantDraft>) => {
    setDraft((d) => ({ ...d, ...changes }))
    setInvalid(undefined)
  }
  /** The props that tie a field to its input and to the message it was refused with. */
  const fieldOf = (field: Field) => ({ inputRef: (el: HTMLInputElement | null) => void (inputs.current[field] = el), error: invalid?.field === field ? invalid.text : undefined })

  const save = async () => {
    const change = changeOf(variant, draft)
    if (change.kind === 'invalid') {
      const text = { stock: t('inventory.invalid'), threshold: messageText(MESSAGES.lowStockThresholdInvalid), sku: messageText(MESSAGES.skuInvalid) }[change.field]
      toast({ title: t('toast.errorTitle'), description: text, variant: 'destructive' })
      setInvalid({ field: change.field, text })
      inputs.current[change.field]?.focus()
      return
    }
    if (change.kind === 'nothing') return onDone()
    setSaving(true)
    try {
      await act(() => callApi(adminInventoryApi.updateVariant, { params: { id: variant.id }, body: change.body }), {
        success: t('inventory.updated'),
        failure: t('inventory.failed'),
        // The other refusals read their code's text; this one names what pending orders hold.
        codes: { stock_below_pending: t('inventory.errors.stock_below_pending', { count: variant.pendingQty }) },
      })
      onSaved()
      onDone()
    } catch {
      // Told in the toast; the editor stays open with what was typed.
    } finally {
      setSaving(false)
    }
  }
  return { draft, edit, saving, save, fieldOf }
}

// The flow of one variant's editor: what is typed, checked here (nothing is sent for a figure
// that is not a whole number in range: 'Error' / 'Please enter a valid stock quantity'), then the
// change sent, told in a toast with the shop's words for what the server refuses.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '#app/components/form/use-error-text'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { adminInventoryApi, type VariantStockRow } from '#shared/contracts/admin-inventory'
import { MESSAGES } from '#shared/schemas/messages'
import { useAdminAction } from './use-admin-action'
import { changeOf, draftOf, type VariantDraft } from './variant-change'

export function useVariantEditor(variant: VariantStockRow, onSaved: () => void, onDone: () => void) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const act = useAdminAction()
  const { messageText } = useErrorText()
  const [draft, setDraft] = useState<VariantDraft>(() => draftOf(variant))
  const [saving, setSaving] = useState(false)
  const edit = (changes: Partial<VariantDraft>) => setDraft((d) => ({ ...d, ...changes }))

  const save = async () => {
    const change = changeOf(variant, draft)
    if (change.kind === 'invalid') {
      const text = { stock: t('inventory.invalid'), threshold: messageText(MESSAGES.lowStockThresholdInvalid), sku: messageText(MESSAGES.skuInvalid) }[change.field]
      toast({ title: t('toast.errorTitle'), description: text, variant: 'destructive' })
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
  return { draft, edit, saving, save }
}

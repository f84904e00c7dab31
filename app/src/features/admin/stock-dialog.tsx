// 'Update Stock': the product's figures and 'New Stock Quantity'. A value that is
// not a whole number from 0 is refused here with 'Error' / 'Please enter a valid stock quantity'
// and nothing is sent; the server still refuses a figure below the units pending orders hold.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/form/text-field'
import { FormDialog } from '#app/components/ui/form-dialog'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { adminInventoryApi, STOCK_MAX, type InventoryItem } from '#shared/contracts/admin-inventory'
import { Facts } from './detail-section'
import { useAdminAction } from './use-admin-action'

export function StockDialog({ product, onClose, onSaved }: { product: InventoryItem; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const toast = useToast()
  const act = useAdminAction()
  const [value, setValue] = useState(String(product.stock))
  const [saving, setSaving] = useState(false)
  const n = (v: number) => formatNumber(v, lang)

  const save = async () => {
    const stock = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN
    if (!Number.isSafeInteger(stock) || stock < 0 || stock > STOCK_MAX) {
      toast({ title: t('toast.errorTitle'), description: t('inventory.invalid'), variant: 'destructive' })
      return
    }
    setSaving(true)
    try {
      await act(() => callApi(adminInventoryApi.updateStock, { params: { id: product.id }, body: { stock } }), {
        success: t('inventory.updated'),
        failure: t('inventory.failed'),
        codes: {
          stock_below_pending: t('inventory.errors.stock_below_pending', { count: product.pendingQty }),
          stock_negative: t('inventory.errors.stock_negative'),
        },
      })
      onSaved()
      onClose()
    } catch {
      // Told in the toast; the dialog stays open with what was typed.
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      size="sm"
      title={t('inventory.dialogTitle')}
      description={t('inventory.dialogDescription', { name: product.nameEn, code: product.code })}
      busy={saving}
      onSubmit={save}
      onClose={onClose}
      submitLabel={t('common.save')}
      busyLabel={t('common.saving')}
      className="mt-4"
      intro={
        <Facts
          rows={[
            [t('inventory.currentStock'), n(product.stock)],
            [t('inventory.available'), n(product.available)],
            [t('inventory.pendingOrders'), n(product.pendingQty)],
            [t('inventory.sold'), n(product.soldQty)],
          ]}
        />
      }
    >
      <TextField
        label={t('inventory.newStock')}
        hint={t('inventory.newStockHint', { count: product.pendingQty })}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </FormDialog>
  )
}

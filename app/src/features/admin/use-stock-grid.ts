// The stock grid's flow: the product's variants, the cell being edited, and focus going back to
// that cell when its editor closes (saved or cancelled), as it does when a dialog closes.
import { useCallback, useRef, useState } from 'react'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminInventoryApi, type VariantStockRow } from '#shared/contracts/admin-inventory'

export function useStockGrid(productId: string, onChanged: () => void) {
  const query = useApiQuery(adminInventoryApi.product, { params: { id: productId } })
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const cells = useRef(new Map<string, HTMLButtonElement>())
  const cellRef = useCallback(
    (id: string) => (element: HTMLButtonElement | null) => {
      if (element) cells.current.set(id, element)
      else cells.current.delete(id)
    },
    [],
  )
  const close = () => {
    const id = selectedId
    setSelectedId(null)
    if (id) requestAnimationFrame(() => cells.current.get(id)?.focus())
  }
  const saved = () => {
    query.reload()
    onChanged()
  }
  const selected = query.data?.variants.find((v) => v.id === selectedId) ?? null
  return { query, selected, open: (v: VariantStockRow) => setSelectedId(v.id), close, saved, cellRef }
}

// A product's stock by size and colour (decision 026): its totals, the grid of its variants, and
// under it the editor of the cell chosen. A made-to-measure piece is made for each order and
// keeps no stock, so it has no grid. Every saved change refreshes the grid and the inventory list.
import { useTranslation } from 'react-i18next'
import { localized } from '#shared/catalogue/catalogue'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { Button } from '#app/components/ui/button'
import { Dialog } from '#app/components/ui/dialog'
import { formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { InventoryItem } from '#shared/contracts/admin-inventory'
import { StockGrid } from './stock-grid'
import { useStockGrid } from './use-stock-grid'
import { VariantEditor } from './variant-editor'

export function StockDialog({ product, onClose, onChanged }: { product: InventoryItem; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const { lang } = useLang()
  const grid = useStockGrid(product.id, onChanged)
  const n = (value: number | null) => (value === null ? '–' : formatNumber(value, lang))
  const data = grid.query.data

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('inventory.grid.title')}
      description={`${localized(product, 'name', lang)} (${product.code})`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {common('dialog.close')}
        </Button>
      }
    >
      {data ? (
        <>
          <dl className="mb-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {(
              [
                ['stock', data.stock],
                ['pending', data.pendingQty],
                ['sold', data.soldQty],
                ['available', data.available],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-2xl bg-cream/60 px-3 py-2">
                <dt className="text-xs text-muted">{t(`inventory.columns.${key}`)}</dt>
                <dd className="text-lg font-semibold tabular-nums text-ink">{n(value)}</dd>
              </div>
            ))}
          </dl>
          {data.madeToOrder ? (
            <p className="text-sm text-muted">{t('inventory.grid.madeToOrder')}</p>
          ) : (
            <>
              <p className="mb-3 text-xs text-muted">{t('inventory.grid.legend')}</p>
              <StockGrid product={data} selected={grid.selected?.id ?? null} onSelect={grid.open} cellRef={grid.cellRef} />
              {grid.selected && <VariantEditor key={grid.selected.id} variant={grid.selected} onSaved={grid.saved} onClose={grid.close} />}
            </>
          )}
        </>
      ) : grid.query.status === 'error' ? (
        <ErrorState message={t('inventory.fetchFailed')} onRetry={grid.query.reload} />
      ) : (
        <LoadingState label={t('inventory.grid.loading')} />
      )}
    </Dialog>
  )
}

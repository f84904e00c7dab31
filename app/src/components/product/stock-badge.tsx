import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn'
import type { StockStatus } from './product-info'

/** In stock, only N left, sold out or made to order: of a product, a colour or one colour and size. */
export function StockBadge({ status, className }: { status: StockStatus; className?: string }) {
  const { t } = useTranslation()
  const [label, tone] =
    status.kind === 'made-to-order'
      ? [t('stock.madeToOrder'), 'bg-sand text-cocoa-dark']
      : status.kind === 'out'
      ? [t('stock.out'), 'bg-ink/5 text-muted']
      : status.kind === 'low'
        ? [t('stock.low', { count: status.left }), 'bg-nude/30 text-cocoa-dark']
        : [t('stock.in'), 'bg-emerald-50 text-emerald-800']
  return (
    <span className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium', tone, className)} data-testid="stock-badge">
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', status.kind === 'in' ? 'bg-emerald-600' : status.kind === 'out' ? 'bg-muted' : 'bg-cocoa')} />
      {label}
    </span>
  )
}

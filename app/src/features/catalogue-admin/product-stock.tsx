// The product's stock in the editor (decision 026): the units a shopper can still buy of each colour
// and size, their total, and the way to Inventory, where they are changed. A made-to-measure piece
// is made for each order and keeps no stock.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { AdminProduct } from '#shared/schemas/catalogue-admin'

export function ProductStock({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('catalogue-admin')
  const { t: common } = useTranslation()
  const { lang, to } = useLang()
  if (product.isCustomMade) return <p className="text-sm text-muted">{t('stock.madeToOrder')}</p>
  const colors = product.colors.filter((c) => product.variants.some((v) => v.color === c))
  const sizes = product.sizes.filter((s) => product.variants.some((v) => v.size === s))
  const units = (color: string, size: string) => product.variants.find((v) => v.color === color && v.size === size)?.available
  return (
    <div className="space-y-4 text-sm" data-testid="editor-stock">
      <p className={product.stock === 0 ? 'font-medium text-amber-800' : 'text-ink'}>
        {product.stock === 0 ? t('stock.none') : t('stock.total', { count: product.stock, units: formatNumber(product.stock, lang) })}
      </p>
      {colors.length > 0 && sizes.length > 0 && (
        <div className="overflow-x-auto">
          <table className="text-left">
            <caption className="sr-only">{t('stock.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium text-muted">
                  {t('stock.color')}
                </th>
                {sizes.map((size) => (
                  <th key={size} scope="col" className="px-3 py-1 text-right font-medium text-muted">
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {colors.map((color) => (
                <tr key={color} className="border-t border-sand/60">
                  <th scope="row" className="py-1.5 pr-4 font-normal text-ink">
                    {common(`colors.${color}`, { defaultValue: color })}
                  </th>
                  {sizes.map((size) => {
                    const n = units(color, size)
                    return (
                      <td key={size} className="px-3 py-1.5 text-right tabular-nums">
                        {n === undefined ? '–' : formatNumber(n, lang)}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Link to={to(`/admin/inventory?search=${encodeURIComponent(product.code)}`)} className="inline-flex min-h-11 items-center text-cocoa underline underline-offset-4">
        {t('stock.edit')}
      </Link>
    </div>
  )
}

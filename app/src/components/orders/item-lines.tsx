// The lines of an order or a wholesale inquiry as the back office reads them: product with its
// SKU (else its code), colour, size (or a made-to-measure piece's measurements), quantity and, where the lines
// are priced, their subtotal. Headers come from the caller, in the caller's namespace.
import { useTranslation } from 'react-i18next'
import { MeasurementsSummary } from '#app/components/measurements/measurements-summary'
import { formatAmount } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { Measurements } from '#shared/catalogue/measures'
import { lineNameIn, type LineNames } from '#shared/schemas/orders'

type ItemLine = {
  productName: string
  /** An order line's name in each language: the reader's is shown (decision 040). */
  productNames?: LineNames
  productCode: string
  /** The SKU of the colour and size ordered (it starts with the product code); absent on wholesale lines and made-to-measure pieces. */
  sku?: string | null
  color: string
  size: string
  measurements?: Measurements
  quantity: number
  /** "89.00"; a column of subtotals shows only when the headers name it. */
  subtotal?: string
}

type ItemLinesHeaders = { product: string; color: string; size: string; quantity: string; subtotal?: string }

export function ItemLinesTable<T extends ItemLine>({ caption, headers, lines, lineKey }: { caption: string; headers: ItemLinesHeaders; lines: T[]; lineKey: (line: T) => string }) {
  const { t } = useTranslation()
  const { lang } = useLang()
  const priced = headers.subtotal !== undefined
  // The last column keeps no right padding.
  const quantity = priced ? 'py-2 pr-3 text-right' : 'py-2 text-right'
  return (
    // On a phone the table scrolls sideways inside this box, which the keyboard can reach too.
    <div className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{headers.product}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{headers.color}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{headers.size}</th>
            <th scope="col" className={`${quantity} font-medium`}>{headers.quantity}</th>
            {priced && <th scope="col" className="py-2 text-right font-medium">{headers.subtotal}</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand/60">
          {lines.map((line) => (
            <tr key={lineKey(line)}>
              <td className="py-2 pr-3 text-ink">
                {lineNameIn(line, lang)}
                <span className="block text-xs text-muted">{line.sku ?? line.productCode}</span>
              </td>
              <td className="py-2 pr-3">{t(`colors.${line.color}`, { defaultValue: line.color })}</td>
              <td className="py-2 pr-3">{line.measurements ? <MeasurementsSummary measurements={line.measurements} /> : line.size}</td>
              <td className={quantity}>{line.quantity}</td>
              {priced && <td className="py-2 text-right">{line.subtotal ? formatAmount(line.subtotal, lang) : null}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

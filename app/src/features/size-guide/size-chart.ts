// The shop's size chart, figures exactly as published (including the irregular inch figures of
// M and L hips, kept as the brand prints them), and the size finder built on its centimetre ranges.
import type { ProductSize } from '#shared/catalogue/catalogue'
import { CM_PER_INCH, type MeasureUnit } from '#shared/catalogue/measures'

type Span = [number, number]
export type ChartRow = { size: ProductSize; waistCm: Span; waistIn: Span; hipsCm: Span; hipsIn: Span }

export const SIZE_CHART: readonly ChartRow[] = [
  { size: 'XS', waistCm: [54, 61], waistIn: [21.2, 24], hipsCm: [60, 78], hipsIn: [23.6, 30.7] },
  { size: 'S', waistCm: [62, 71], waistIn: [24.4, 27.9], hipsCm: [79, 97], hipsIn: [31.1, 38.1] },
  { size: 'M', waistCm: [72, 80], waistIn: [28, 31.5], hipsCm: [98, 107], hipsIn: [35.5, 42.1] },
  { size: 'L', waistCm: [81, 90], waistIn: [31.8, 35.4], hipsCm: [108, 117], hipsIn: [42.5, 46] },
  { size: 'XL', waistCm: [91, 100], waistIn: [35.8, 39.3], hipsCm: [118, 127], hipsIn: [46.4, 50] },
  { size: 'XXL', waistCm: [101, 110], waistIn: [39.7, 43.3], hipsCm: [128, 137], hipsIn: [50.3, 53.9] },
  { size: '3XL', waistCm: [111, 120], waistIn: [43.7, 47.24], hipsCm: [138, 147], hipsIn: [54.3, 57.8] },
  { size: '4XL', waistCm: [121, 130], waistIn: [47.6, 51.1], hipsCm: [148, 157], hipsIn: [58.2, 61.8] },
]

/** "21.2-24" in en, "21,2-24" in es and fr: the figures as listed, with the locale's decimal mark. */
export const chartSpan = ([from, to]: Span, locale: string) => {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false })
  return `${number.format(from)}-${number.format(to)}`
}

/** "54-61 (21.2-24)": centimetres with inches in brackets, as the chart lists them. */
export const chartCell = (cm: Span, inches: Span, locale: string) => `${chartSpan(cm, locale)} (${chartSpan(inches, locale)})`

type Unit = MeasureUnit

export type SizeAdvice =
  | { kind: 'match'; size: ProductSize }
  /** Waist and hips point to different sizes; `size` is the larger, recommended for comfort. */
  | { kind: 'between'; size: ProductSize; waistSize: ProductSize; hipsSize: ProductSize }
  | { kind: 'below' }
  | { kind: 'above' }

type Placement = { size: ProductSize; index: number } | 'below' | 'above'

// The listed ranges leave gaps (61 to 62 cm…); a measure in a gap belongs to the size it has
// outgrown into, so each size runs from its own minimum up to the next size's minimum.
function place(valueCm: number, range: (row: ChartRow) => [number, number]): Placement {
  const first = SIZE_CHART[0]!
  const last = SIZE_CHART[SIZE_CHART.length - 1]!
  if (valueCm < range(first)[0]) return 'below'
  if (valueCm > range(last)[1]) return 'above'
  let index = 0
  for (const [i, row] of SIZE_CHART.entries()) if (valueCm >= range(row)[0]) index = i
  return { size: SIZE_CHART[index]!.size, index }
}

/** Recommends a size from waist and hips; inches are converted to centimetres first. */
export function findSize(waist: number, hips: number, unit: Unit): SizeAdvice {
  const factor = unit === 'in' ? CM_PER_INCH : 1
  const w = place(waist * factor, (r) => r.waistCm)
  const h = place(hips * factor, (r) => r.hipsCm)
  if (w === 'above' || h === 'above') return { kind: 'above' }
  if (w === 'below' && h === 'below') return { kind: 'below' }
  // One measure under the chart and the other inside it: the measure inside the chart decides.
  if (w === 'below') return { kind: 'match', size: (h as Exclude<Placement, string>).size }
  if (h === 'below') return { kind: 'match', size: w.size }
  if (w.index === h.index) return { kind: 'match', size: w.size }
  const larger = w.index > h.index ? w : h
  return { kind: 'between', size: larger.size, waistSize: w.size, hipsSize: h.size }
}

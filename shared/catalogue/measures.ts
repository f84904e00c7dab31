// A shopper's body measurements: what the size finder reads and what a made-to-measure piece is
// cut from (decision 020). One set of rules for the finder, the made-to-measure form, the cart
// and the server (shared/schemas/measurements.ts), so a measure one accepts the others accept too.
// No zod here: the cart, part of every page's first download, uses these.

export const MEASURE_UNITS = ['cm', 'in'] as const
export type MeasureUnit = (typeof MEASURE_UNITS)[number]
export const CM_PER_INCH = 2.54

/** The measures the size guide teaches, in its order: the chart and finder use waist and hips. */
export const MEASURES = ['waist', 'hips', 'thigh'] as const
export type Measure = (typeof MEASURES)[number]

type Range = { min: number; max: number }
const BODY: Record<MeasureUnit, Range> = { cm: { min: 30, max: 250 }, in: { min: 12, max: 100 } }

/** Accepted ranges, generous on both sides so that out-of-chart advice can be given. */
export const MEASURE_LIMITS: Record<Measure, Record<MeasureUnit, Range>> = {
  waist: BODY,
  hips: BODY,
  thigh: { cm: { min: 20, max: 120 }, in: { min: 8, max: 48 } },
}

// Tenths are as fine as a tape measure reads; they also keep a made-to-measure line's size
// (measuredSize: "cm 249.9/249.9/119.9") within the 20 characters checkout takes.
export const MEASURE_TEXT = /^\d{1,3}(\.\d)?$/

/** A measure as typed, with a decimal point or comma ("72.5", "72,5"); null when it is not a number. */
export function readMeasure(raw: string): number | null {
  const text = raw.trim().replace(',', '.')
  return MEASURE_TEXT.test(text) ? Number(text) : null
}

export const inRange = (value: number, measure: Measure, unit: MeasureUnit) => {
  const { min, max } = MEASURE_LIMITS[measure][unit]
  return value >= min && value <= max
}

/** The measurements a made-to-measure piece is made from, as the cart, checkout and order carry them. */
export type Measurements = { unit: MeasureUnit } & Record<Measure, number>

// The measurements of a made-to-measure line as checkout and orders accept them (decision 020),
// checked with the rules of shared/catalogue/measures.ts.
import { z } from 'zod'
import { inRange, MEASURE_LIMITS, MEASURE_TEXT, MEASURE_UNITS, MEASURES } from '#shared/catalogue/measures'

export const measurementsSchema = z
  .object({
    unit: z.enum(MEASURE_UNITS),
    waist: z.number().refine((v) => MEASURE_TEXT.test(String(v))),
    hips: z.number().refine((v) => MEASURE_TEXT.test(String(v))),
    thigh: z.number().refine((v) => MEASURE_TEXT.test(String(v))),
  })
  .strict()
  .superRefine((m, ctx) => {
    for (const measure of MEASURES) {
      if (!inRange(m[measure], measure, m.unit)) {
        const { min, max } = MEASURE_LIMITS[measure][m.unit]
        ctx.addIssue({ code: 'custom', path: [measure], message: `Enter a number between ${min} and ${max} ${m.unit}.` })
      }
    }
  })

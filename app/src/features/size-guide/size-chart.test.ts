import { describe, expect, it } from 'vitest'
import { chartCell, findSize, SIZE_CHART } from './size-chart'

describe('size chart', () => {
  it('lists the chart’s published figures exactly, centimetres with inches in brackets', () => {
    const rows = SIZE_CHART.map((r) => [r.size, chartCell(r.waistCm, r.waistIn, 'en-US'), chartCell(r.hipsCm, r.hipsIn, 'en-US')])
    expect(rows).toEqual([
      ['XS', '54-61 (21.2-24)', '60-78 (23.6-30.7)'],
      ['S', '62-71 (24.4-27.9)', '79-97 (31.1-38.1)'],
      ['M', '72-80 (28-31.5)', '98-107 (35.5-42.1)'],
      ['L', '81-90 (31.8-35.4)', '108-117 (42.5-46)'],
      ['XL', '91-100 (35.8-39.3)', '118-127 (46.4-50)'],
      ['XXL', '101-110 (39.7-43.3)', '128-137 (50.3-53.9)'],
      ['3XL', '111-120 (43.7-47.24)', '138-147 (54.3-57.8)'],
      ['4XL', '121-130 (47.6-51.1)', '148-157 (58.2-61.8)'],
    ])
  })

  it('writes decimals the way the page language does', () => {
    const xs = SIZE_CHART[0]!
    expect(chartCell(xs.waistCm, xs.waistIn, 'es-CO')).toBe('54-61 (21,2-24)')
    expect(chartCell(xs.hipsCm, xs.hipsIn, 'fr-FR')).toBe('60-78 (23,6-30,7)')
    expect(chartCell(SIZE_CHART[6]!.waistCm, SIZE_CHART[6]!.waistIn, 'fr-FR')).toBe('111-120 (43,7-47,24)')
  })
})

describe('size finder', () => {
  it('recommends M for waist 75 cm and hips 100 cm', () => {
    expect(findSize(75, 100, 'cm')).toEqual({ kind: 'match', size: 'M' })
  })
  it('works in inches too', () => {
    // 29.5 in = 74.9 cm, 39.4 in = 100.1 cm
    expect(findSize(29.5, 39.4, 'in')).toEqual({ kind: 'match', size: 'M' })
    expect(findSize(22, 28, 'in')).toEqual({ kind: 'match', size: 'XS' })
  })
  it('includes both ends of each range and places measures in the gaps with the larger size', () => {
    expect(findSize(54, 60, 'cm')).toEqual({ kind: 'match', size: 'XS' })
    expect(findSize(80, 107, 'cm')).toEqual({ kind: 'match', size: 'M' })
    expect(findSize(130, 157, 'cm')).toEqual({ kind: 'match', size: '4XL' })
    expect(findSize(80.5, 107.5, 'cm')).toEqual({ kind: 'match', size: 'M' })
    expect(findSize(61.5, 78.5, 'cm')).toEqual({ kind: 'match', size: 'XS' })
  })
  it('advises the larger size when waist and hips point to different sizes', () => {
    expect(findSize(66, 100, 'cm')).toEqual({ kind: 'between', size: 'M', waistSize: 'S', hipsSize: 'M' })
    expect(findSize(95, 110, 'cm')).toEqual({ kind: 'between', size: 'XL', waistSize: 'XL', hipsSize: 'L' })
  })
  it('says when measures fall outside the chart', () => {
    expect(findSize(50, 55, 'cm')).toEqual({ kind: 'below' })
    expect(findSize(135, 150, 'cm')).toEqual({ kind: 'above' })
    expect(findSize(100, 160, 'cm')).toEqual({ kind: 'above' })
    expect(findSize(50, 85, 'cm')).toEqual({ kind: 'match', size: 'S' })
  })
})

describe('measures as shoppers type them', () => {
  it('reads a decimal point or comma, and refuses what is not a measure', async () => {
    const { readMeasure } = await import('#shared/catalogue/measures')
    expect(readMeasure('72,5')).toBe(72.5)
    expect(readMeasure(' 29.5 ')).toBe(29.5)
    expect(readMeasure('abc')).toBeNull()
    expect(readMeasure('1e2')).toBeNull()
    expect(readMeasure('-70')).toBeNull()
  })
})

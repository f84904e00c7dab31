// The fallback faces in styles.css must keep the brand fonts' metrics, or swapping the brand font
// in shifts the page (CLS). The figures are recomputed here from @capsizecss/metrics.
import { readFileSync } from 'node:fs'
import arial from '@capsizecss/metrics/arial'
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond'
import inter from '@capsizecss/metrics/inter'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { describe, expect, it } from 'vitest'

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number }

/** next/font's method: scale the fallback to the font's average width, then give it the font's vertical metrics. */
function overrides(font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm)
  const per = (value: number) => (Math.abs(value) / (font.unitsPerEm * sizeAdjust)) * 100
  return { 'size-adjust': sizeAdjust * 100, 'ascent-override': per(font.ascent), 'descent-override': per(font.descent), 'line-gap-override': per(font.lineGap) }
}

const css = readFileSync('app/src/styles.css', 'utf8')
function face(family: string): Record<string, number> {
  const block = css.match(new RegExp(`@font-face\\s*{[^}]*font-family: '${family}';[^}]*}`))?.[0]
  if (!block) throw new Error(`no @font-face for ${family}`)
  return Object.fromEntries([...block.matchAll(/([a-z-]+(?:-adjust|-override)):\s*([\d.]+)%/g)].map(([, k, v]) => [k!, Number(v)]))
}

describe('brand font fallbacks', () => {
  it.each([
    ['Inter Fallback', inter, arial],
    ['Cormorant Garamond Fallback', cormorantGaramond, timesNewRoman],
  ] as const)('%s matches the brand font metrics', (family, font, fallback) => {
    const expected = overrides(font, fallback)
    const actual = face(family)
    for (const [key, value] of Object.entries(expected)) expect(actual[key], key).toBeCloseTo(value, 1)
  })

  it('the theme lists each fallback right after its brand font', () => {
    expect(css).toMatch(/--font-sans: 'Inter', 'Inter Fallback',/)
    expect(css).toMatch(/--font-serif: 'Cormorant Garamond', 'Cormorant Garamond Fallback',/)
  })

  it('ships only the latin and latin-ext subsets, all with font-display swap', () => {
    const sources = [...css.matchAll(/url\('(@fontsource[^']+)'\)/g)].map((m) => m[1]!)
    expect(sources.length).toBeGreaterThan(0)
    for (const src of sources) expect(src).toMatch(/-latin(-ext)?-wght-(normal|italic)\.woff2$/)
    const brandFaces = css.match(/@font-face\s*{[^}]*url\([^}]*}/g) ?? []
    for (const block of brandFaces) expect(block).toContain('font-display: swap')
  })
})

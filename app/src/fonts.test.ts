// The fallback faces in styles.css must keep the brand fonts' metrics, or swapping the brand font
// in shifts the page (CLS). The figures live in fonts/metrics.ts; this test recomputes the
// fallbacks from them and checks the brand fonts' figures against the woff2 files styles.css ships.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { arial, brandFonts, timesNewRoman, type FontMetrics } from './fonts/metrics'

/** next/font's method: scale the fallback to the font's average width, then give it the font's vertical metrics. */
function overrides(font: FontMetrics, fallback: FontMetrics) {
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

// The WOFF2 container (W3C WOFF2, section 5): a 48-byte header, a table directory (a known tag is
// a 6-bit index into this list), then every table one after the other in one brotli stream.
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT',
  'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH',
  'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
]

function woff2Tables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file')
  const numTables = file.readUInt16BE(12)
  const compressedLength = file.readUInt32BE(20)
  let at = 48
  const uintBase128 = () => {
    let value = 0
    for (let i = 0; i < 5; i++) {
      const byte = file[at++]!
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
    throw new Error('bad UIntBase128')
  }
  const directory: { tag: string; length: number }[] = []
  for (let i = 0; i < numTables; i++) {
    const flags = file[at++]!
    const tag = (flags & 0x3f) === 0x3f ? file.toString('latin1', at, (at += 4)) : KNOWN_TAGS[flags & 0x3f]!
    const origLength = uintBase128()
    // glyf and loca are transformed unless their version is 3; any other table when its version is not 0.
    const version = flags >> 6
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0
    directory.push({ tag, length: transformed ? uintBase128() : origLength })
  }
  const data = brotliDecompressSync(file.subarray(at, at + compressedLength))
  const tables = new Map<string, Buffer>()
  let offset = 0
  for (const { tag, length } of directory) tables.set(tag, data.subarray(offset, (offset += length)))
  return tables
}

/**
 * The vertical metrics as capsize reads them (fontkit's ascent, descent and lineGap are hhea's) and
 * head.unitsPerEm. xWidthAvg is not recomputed: it needs cmap, hmtx and capsize's letter-frequency
 * weights, and a variable font's default instance is not the Regular capsize measured.
 */
function verticalMetrics(file: Buffer) {
  const tables = woff2Tables(file)
  const head = tables.get('head')!
  const hhea = tables.get('hhea')!
  if (head.readUInt32BE(12) !== 0x5f0f3cf5) throw new Error('the head table is not where the directory says')
  return { unitsPerEm: head.readUInt16BE(18), ascent: hhea.readInt16BE(4), descent: hhea.readInt16BE(6), lineGap: hhea.readInt16BE(8) }
}

/** Every woff2 file styles.css loads, with the family of its @font-face. */
const shippedFiles = [...css.matchAll(/@font-face\s*{[^}]*}/g)].flatMap(([block]) => {
  const family = block.match(/font-family: '([^']+)';/)?.[1]
  const src = block.match(/url\('(@fontsource[^']+\.woff2)'\)/)?.[1]
  return family && src ? [{ family, src }] : []
})

describe('brand font fallbacks', () => {
  it.each([
    ['Inter Fallback', brandFonts.Inter, arial],
    ['Cormorant Garamond Fallback', brandFonts['Cormorant Garamond'], timesNewRoman],
  ] as const)('%s matches the brand font metrics', (family, font, fallback) => {
    const expected = overrides(font, fallback)
    const actual = face(family)
    for (const [key, value] of Object.entries(expected)) expect(actual[key], key).toBeCloseTo(value, 1)
  })

  it('the brand font metrics are those of the font files the app ships', () => {
    expect(new Set(shippedFiles.map((f) => f.family))).toEqual(new Set(Object.keys(brandFonts)))
    for (const { family, src } of shippedFiles) {
      const { ascent, descent, lineGap, unitsPerEm } = brandFonts[family as keyof typeof brandFonts]
      expect(verticalMetrics(readFileSync(join('node_modules', src))), src).toEqual({ ascent, descent, lineGap, unitsPerEm })
    }
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

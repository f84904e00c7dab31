// Font metrics in font units, the figures @capsizecss/metrics 4.3.0 gives (ascent, descent and
// lineGap are the hhea table's; xWidthAvg is the advance width averaged over latin text weighted
// by letter frequency). The fallback faces in styles.css are computed from them (the next/font
// method); app/src/fonts.test.ts checks styles.css against them, and the brand fonts' figures
// against the woff2 files the app ships.
export type FontMetrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number }

/** The brand fonts, by the family name styles.css gives them. */
export const brandFonts = {
  Inter: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 },
  'Cormorant Garamond': { ascent: 924, descent: -287, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 394 },
} as const satisfies Record<string, FontMetrics>

/** The local fonts the fallbacks scale (Liberation Sans and Serif share their metrics). */
export const arial: FontMetrics = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 }
export const timesNewRoman: FontMetrics = { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 }

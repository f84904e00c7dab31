// Generates the flat-vector SVG illustrations used by the demo catalogue:
//   app/public/images/products/<code>-<color>.svg        (600x750, the front, one per product colour)
//   app/public/images/products/<code>-<color>-back.svg   (600x750, the back of the same garment)
//   app/public/images/categories/<category>.svg     (800x600)
//   app/public/images/blog/<slug>.svg               (1200x630)
//   app/public/images/hero.svg                      (1600x900)
// Run with: npx tsx scripts/make-product-images.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedProducts, type GarmentShape } from '#worker/db/seed/products.data'
import { seedPosts } from '#worker/db/seed/blog.data'
import {
  COLOR_SWATCHES,
  PRODUCT_CATEGORIES,
  type BlogCategory,
  type ProductCategory,
  type ProductColor,
} from '#shared/catalogue/catalogue'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(ROOT, 'app/public/images')

const BG = '#f6f0ea'
const BG_DEEP = '#ede2d6'
const MANNEQUIN = '#e4d9cc'

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t))
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
}

function isDark(hex: string): boolean {
  const [r, g, b] = rgb(hex)
  return 0.299 * r + 0.587 * g + 0.114 * b < 110
}

type Palette = { base: string; light: string; shade: string; seam: string; hook: string }

function palette(hex: string): Palette {
  const dark = isDark(hex)
  return {
    base: hex,
    light: mix(hex, '#ffffff', dark ? 0.16 : 0.3),
    shade: mix(hex, '#000000', dark ? 0.25 : 0.16),
    seam: dark ? mix(hex, '#ffffff', 0.3) : mix(hex, '#3a2a20', 0.35),
    hook: dark ? mix(hex, '#ffffff', 0.55) : mix(hex, '#2a1d15', 0.5),
  }
}

// ---------------------------------------------------------------------------
// Symmetric outline helper: describe the right half of a garment from a point
// on the centre line (x = 300) down to another point on the centre line; the
// left half is mirrored and reversed automatically.
// ---------------------------------------------------------------------------

type Seg = ['L', number, number] | ['C', number, number, number, number, number, number]
const CX = 300
const m = (x: number) => 2 * CX - x

function sym(start: [number, number], segs: Seg[]): string {
  let d = `M${start[0]} ${start[1]}`
  const pts: [number, number][] = [start]
  for (const s of segs) {
    d += s.join(' ').replace(/^(\w) /, '$1')
    pts.push(s[0] === 'L' ? [s[1], s[2]] : [s[5], s[6]])
  }
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!
    const to = pts[i]!
    if (s[0] === 'L') d += `L${m(to[0])} ${to[1]}`
    else d += `C${m(s[3])} ${s[4]} ${m(s[1])} ${s[2]} ${m(to[0])} ${to[1]}`
  }
  return d + 'Z'
}

/** A path and its mirror image, as one path. */
function pair(d: (x: (v: number) => number) => string): string {
  return d((v) => v) + d(m)
}

// ---------------------------------------------------------------------------
// Garment drawings (600x750 coordinate space)
// ---------------------------------------------------------------------------

/** The outline and front details; `back` draws what the back shows (seams, lift contours, zipper). */
type Drawing = { body: string; details: string; back?: string; head?: boolean }

const strap = (x1: number, x2: number, y: number, top: number) =>
  `M${x1} ${y}L${x1 + 6} ${top + 12}Q${(x1 + x2) / 2} ${top - 4} ${x2 - 2} ${top + 12}L${x2} ${y}Z`

function hooks(p: Palette, y1: number, y2: number): string {
  return (
    `<path d="M292 ${y1}V${y2}M308 ${y1}V${y2}" stroke="${p.seam}" stroke-width="1.5" opacity=".7"/>` +
    `<path d="M300 ${y1 + 6}V${y2 - 4}" stroke="${p.hook}" stroke-width="9" stroke-dasharray="2.5 10"/>`
  )
}

function seams(p: Palette, d: string, dashed = false): string {
  return `<path d="${d}" fill="none" stroke="${p.seam}" stroke-width="1.6" opacity=".75"${dashed ? ' stroke-dasharray="5 5"' : ''}/>`
}

const DRAW: Record<GarmentShape, (p: Palette) => Drawing> = {
  'faja-long': (p) => ({
    body:
      sym([300, 188], [
        ['C', 332, 188, 352, 168, 362, 150],
        ['L', 392, 150],
        ['C', 405, 178, 414, 202, 410, 230],
        ['C', 406, 272, 382, 306, 385, 338],
        ['C', 388, 378, 434, 408, 433, 460],
        ['C', 432, 525, 414, 592, 404, 652],
        ['L', 322, 652],
        ['C', 318, 604, 312, 546, 300, 522],
      ]) +
      pair((x) => strap(x(362), x(392), 152, 88)),
    details:
      seams(p, pair((x) => `M${x(346)} 200C${x(338)} 290 ${x(350)} 360 ${x(366)} 470`)) +
      seams(p, pair((x) => `M${x(324)} 634L${x(403)} 634`), true) +
      seams(p, pair((x) => `M${x(370)} 420C${x(398)} 440 ${x(412)} 480 ${x(414)} 520`)) +
      hooks(p, 196, 480),
  }),
  'faja-short': (p) => ({
    body: sym([300, 206], [
      ['C', 340, 206, 380, 198, 402, 190],
      ['C', 400, 242, 380, 292, 383, 332],
      ['C', 386, 372, 434, 402, 433, 454],
      ['C', 433, 502, 426, 542, 422, 574],
      ['L', 320, 582],
      ['C', 315, 548, 309, 526, 300, 516],
    ]),
    details:
      seams(p, pair((x) => `M${x(302)} 220C${x(340)} 220 ${x(380)} 212 ${x(400)} 205`), true) +
      seams(p, pair((x) => `M${x(350)} 222C${x(342)} 300 ${x(352)} 370 ${x(370)} 470`)) +
      seams(p, pair((x) => `M${x(321)} 566L${x(422)} 559`), true) +
      hooks(p, 214, 476),
  }),
  'waist-trainer': (p) => ({
    body: sym([300, 236], [
      ['C', 350, 236, 394, 228, 416, 220],
      ['C', 396, 300, 386, 340, 390, 380],
      ['C', 395, 430, 420, 482, 430, 532],
      ['C', 390, 540, 340, 544, 300, 544],
    ]),
    details:
      seams(p, pair((x) => `M${x(336)} 240C${x(330)} 320 ${x(332)} 440 ${x(340)} 540M${x(368)} 235C${x(356)} 320 ${x(358)} 440 ${x(380)} 538M${x(398)} 228C${x(380)} 320 ${x(380)} 430 ${x(412)} 534`)) +
      seams(p, pair((x) => `M${x(302)} 250C${x(350)} 250 ${x(392)} 242 ${x(410)} 236`), true) +
      hooks(p, 244, 536),
  }),
  bodysuit: (p) => ({
    body:
      sym([300, 198], [
        ['C', 336, 198, 354, 172, 362, 150],
        ['L', 388, 150],
        ['C', 400, 180, 410, 206, 408, 232],
        ['C', 404, 276, 380, 310, 383, 346],
        ['C', 386, 392, 420, 422, 426, 470],
        ['C', 396, 502, 344, 542, 324, 590],
        ['L', 300, 590],
      ]) + pair((x) => strap(x(362), x(388), 152, 86)),
    details:
      seams(p, pair((x) => `M${x(302)} 262C${x(340)} 276 ${x(380)} 268 ${x(405)} 250`)) +
      seams(p, pair((x) => `M${x(348)} 272C${x(340)} 340 ${x(350)} 400 ${x(372)} 478`)) +
      seams(p, pair((x) => `M${x(418)} 478C${x(392)} 504 ${x(346)} 540 ${x(328)} 580`), true) +
      `<path d="M288 578h24" stroke="${p.hook}" stroke-width="6" stroke-dasharray="2 9"/>`,
  }),
  shorts: (p) => ({
    body: sym([300, 268], [
      ['C', 340, 268, 370, 264, 388, 258],
      ['C', 394, 300, 430, 356, 432, 410],
      ['C', 433, 470, 425, 520, 421, 562],
      ['L', 316, 568],
      ['C', 313, 532, 308, 508, 300, 496],
    ]),
    details:
      seams(p, pair((x) => `M${x(300)} 300C${x(340)} 300 ${x(372)} 296 ${x(394)} 290`)) +
      seams(p, pair((x) => `M${x(392)} 300C${x(372)} 380 ${x(340)} 450 ${x(316)} 500`)) +
      seams(p, pair((x) => `M${x(404)} 330C${x(420)} 380 ${x(424)} 430 ${x(420)} 480`)) +
      seams(p, pair((x) => `M${x(317)} 552L${x(422)} 547`), true),
  }),
  vest: (p) => ({
    body: sym([300, 236], [
      ['C', 326, 222, 344, 176, 346, 128],
      ['L', 394, 128],
      ['C', 394, 170, 412, 206, 420, 236],
      ['C', 416, 292, 386, 322, 389, 362],
      ['C', 392, 404, 420, 436, 426, 488],
      ['C', 390, 496, 340, 500, 300, 500],
    ]),
    details:
      seams(p, pair((x) => `M${x(348)} 134L${x(392)} 134`), true) +
      seams(p, pair((x) => `M${x(360)} 250C${x(348)} 320 ${x(354)} 410 ${x(372)} 494`)) +
      seams(p, pair((x) => `M${x(330)} 232C${x(350)} 200 ${x(360)} 170 ${x(362)} 136`)) +
      hooks(p, 244, 492),
  }),
  bra: (p) => ({
    body:
      sym([300, 340], [
        ['C', 318, 304, 350, 282, 384, 272],
        ['L', 406, 272],
        ['C', 420, 302, 430, 340, 428, 380],
        ['L', 428, 424],
        ['C', 380, 432, 340, 434, 300, 434],
      ]) + pair((x) => strap(x(384), x(406), 274, 186)),
    details:
      seams(p, pair((x) => `M${x(300)} 384C${x(334)} 396 ${x(394)} 394 ${x(427)} 378`)) +
      seams(p, pair((x) => `M${x(302)} 392C${x(340)} 404 ${x(394)} 402 ${x(427)} 388`), true) +
      seams(p, pair((x) => `M${x(340)} 298C${x(352)} 330 ${x(352)} 360 ${x(346)} 390`)),
  }),
  'chin-strap': (p) => ({
    head: true,
    body:
      'M300 122C370 122 426 196 430 300C434 420 388 526 300 526C212 526 166 420 170 300C174 196 230 122 300 122Z' +
      'M300 156C246 156 204 210 204 292C204 372 244 432 300 432C356 432 396 372 396 292C396 210 354 156 300 156Z',
    details:
      seams(p, 'M300 168C252 168 216 218 216 292C216 364 252 420 300 420C348 420 384 364 384 292C384 218 348 168 300 168Z', true) +
      seams(p, pair((x) => `M${x(206)} 330C${x(222)} 420 ${x(256)} 470 ${x(300)} 478`)) +
      seams(p, pair((x) => `M${x(188)} 430C${x(210)} 486 ${x(250)} 512 ${x(300)} 514`), true) +
      `<rect x="270" y="114" width="60" height="30" rx="9" fill="${p.shade}"/>`,
  }),
  'neck-wrap': (p) => ({
    head: true,
    body: 'M222 478C260 506 340 506 378 478L384 598C344 626 256 626 216 598Z',
    details:
      seams(p, 'M226 492C262 518 338 518 374 492M220 584C260 610 340 610 380 584', true) +
      `<path d="M362 496l26-6v96l-26 8Z" fill="${p.shade}"/>` +
      seams(p, 'M300 508V612'),
  }),
  // Seamless mid-thigh smoother: high waist up to the ribs, no hooks, only bonded hems.
  'smoother-mid-thigh': (p) => ({
    body: sym([300, 214], [
      ['C', 340, 214, 380, 208, 404, 200],
      ['C', 400, 262, 382, 300, 386, 340],
      ['C', 392, 392, 432, 404, 432, 456],
      ['C', 432, 500, 424, 540, 420, 572],
      ['L', 318, 578],
      ['C', 314, 546, 308, 522, 300, 512],
    ]),
    details: seams(p, pair((x) => `M${x(302)} 230C${x(340)} 230 ${x(382)} 222 ${x(402)} 216`), true) + seams(p, pair((x) => `M${x(319)} 562L${x(421)} 556`), true),
    back: seams(p, 'M300 222V500') + seams(p, pair((x) => `M${x(302)} 230C${x(340)} 230 ${x(382)} 222 ${x(402)} 216`), true),
  }),
  // Butt-lifting short: waist-high, short legs, open lift contours at the back.
  'shorts-butt-lift': (p) => ({
    body: sym([300, 268], [
      ['C', 340, 268, 370, 264, 390, 258],
      ['C', 398, 300, 432, 350, 434, 400],
      ['C', 435, 436, 430, 466, 428, 492],
      ['L', 318, 500],
      ['C', 314, 480, 308, 468, 300, 462],
    ]),
    details:
      seams(p, pair((x) => `M${x(300)} 290C${x(340)} 290 ${x(372)} 286 ${x(394)} 280`)) +
      seams(p, pair((x) => `M${x(318)} 486L${x(428)} 478`), true),
    back:
      seams(p, pair((x) => `M${x(300)} 290C${x(340)} 290 ${x(372)} 286 ${x(394)} 280`)) +
      pair((x) => `<ellipse cx="${x(356)}" cy="392" rx="46" ry="52" fill="${BG_DEEP}" opacity=".85"/>`) +
      seams(p, pair((x) => `M${x(356)} 336C${x(412)} 336 ${x(418)} 446 ${x(356)} 448C${x(300)} 446 ${x(300)} 336 ${x(356)} 336Z`), true) +
      seams(p, pair((x) => `M${x(318)} 486L${x(428)} 478`), true),
  }),
  // Knee-length short: the same waist, legs down to the knee with a tapered hem.
  'shorts-knee': (p) => ({
    body: sym([300, 262], [
      ['C', 340, 262, 372, 258, 390, 252],
      ['C', 398, 300, 432, 356, 434, 410],
      ['C', 436, 500, 424, 600, 410, 668],
      ['L', 326, 672],
      ['C', 320, 600, 312, 540, 300, 500],
    ]),
    details:
      seams(p, pair((x) => `M${x(300)} 286C${x(340)} 286 ${x(374)} 282 ${x(394)} 276`)) +
      seams(p, pair((x) => `M${x(392)} 300C${x(372)} 390 ${x(344)} 460 ${x(320)} 506`)) +
      seams(p, pair((x) => `M${x(327)} 656L${x(411)} 652`), true),
    back:
      seams(p, 'M300 270V496') +
      seams(p, pair((x) => `M${x(300)} 420C${x(340)} 440 ${x(400)} 436 ${x(430)} 420`)) +
      seams(p, pair((x) => `M${x(327)} 656L${x(411)} 652`), true),
  }),
  // Strapless bodysuit: straight silicone-lined neckline, no straps.
  'bodysuit-strapless': (p) => ({
    body: sym([300, 214], [
      ['C', 340, 214, 380, 206, 404, 198],
      ['C', 404, 276, 380, 310, 383, 346],
      ['C', 386, 392, 420, 422, 426, 470],
      ['C', 396, 502, 344, 542, 324, 590],
      ['L', 300, 590],
    ]),
    details:
      seams(p, pair((x) => `M${x(302)} 230C${x(340)} 230 ${x(380)} 222 ${x(402)} 214`), true) +
      seams(p, pair((x) => `M${x(348)} 272C${x(340)} 340 ${x(350)} 400 ${x(372)} 478`)) +
      `<path d="M288 578h24" stroke="${p.hook}" stroke-width="6" stroke-dasharray="2 9"/>`,
    back: seams(p, pair((x) => `M${x(302)} 230C${x(340)} 230 ${x(380)} 222 ${x(402)} 214`), true) + seams(p, 'M300 232V560'),
  }),
  // Open-bust bodysuit: straps over an open bust, the body starts under it.
  'bodysuit-open-bust': (p) => ({
    body:
      sym([300, 312], [
        ['C', 330, 290, 370, 300, 404, 270],
        ['C', 404, 300, 382, 320, 383, 346],
        ['C', 386, 392, 420, 422, 426, 470],
        ['C', 396, 502, 344, 542, 324, 590],
        ['L', 300, 590],
      ]) + pair((x) => strap(x(386), x(404), 272, 90)),
    details:
      seams(p, pair((x) => `M${x(304)} 322C${x(334)} 302 ${x(370)} 310 ${x(400)} 284`)) +
      seams(p, pair((x) => `M${x(348)} 330C${x(340)} 380 ${x(350)} 420 ${x(372)} 478`)) +
      `<path d="M288 578h24" stroke="${p.hook}" stroke-width="6" stroke-dasharray="2 9"/>`,
    back: seams(p, 'M300 300V560') + seams(p, pair((x) => `M${x(300)} 300L${x(392)} 276`)),
  }),
  // Butt-lift bodysuit: straps, legs to mid-thigh, lift contours at the back.
  'bodysuit-butt-lift': (p) => ({
    body:
      sym([300, 198], [
        ['C', 336, 198, 354, 172, 362, 150],
        ['L', 388, 150],
        ['C', 400, 180, 410, 206, 408, 232],
        ['C', 404, 276, 380, 310, 383, 346],
        ['C', 386, 392, 432, 404, 432, 456],
        ['C', 432, 490, 426, 520, 424, 540],
        ['L', 320, 546],
        ['C', 316, 520, 308, 506, 300, 500],
      ]) + pair((x) => strap(x(362), x(388), 152, 86)),
    details:
      seams(p, pair((x) => `M${x(302)} 262C${x(340)} 276 ${x(380)} 268 ${x(405)} 250`)) +
      seams(p, pair((x) => `M${x(348)} 272C${x(340)} 340 ${x(350)} 400 ${x(372)} 470`)) +
      seams(p, pair((x) => `M${x(321)} 532L${x(424)} 526`), true),
    back:
      pair((x) => `<ellipse cx="${x(358)}" cy="440" rx="44" ry="48" fill="${BG_DEEP}" opacity=".85"/>`) +
      seams(p, pair((x) => `M${x(358)} 388C${x(412)} 388 ${x(416)} 490 ${x(358)} 492C${x(304)} 490 ${x(304)} 388 ${x(358)} 388Z`), true) +
      seams(p, 'M300 210V380'),
  }),
  // Seamless faja short: the faja short's cut without hooks, bonded edges.
  'faja-short-seamless': (p) => ({
    body: sym([300, 230], [
      ['C', 340, 230, 380, 222, 400, 214],
      ['C', 398, 262, 380, 300, 383, 336],
      ['C', 386, 374, 432, 402, 432, 452],
      ['C', 432, 500, 426, 540, 422, 570],
      ['L', 320, 578],
      ['C', 315, 546, 309, 524, 300, 514],
    ]),
    details:
      seams(p, pair((x) => `M${x(302)} 244C${x(340)} 244 ${x(380)} 236 ${x(398)} 229`), true) +
      seams(p, pair((x) => `M${x(360)} 246C${x(350)} 320 ${x(356)} 380 ${x(376)} 470`), true) +
      seams(p, pair((x) => `M${x(321)} 562L${x(422)} 556`), true),
    back: seams(p, 'M300 240V500') + seams(p, pair((x) => `M${x(302)} 244C${x(340)} 244 ${x(380)} 236 ${x(398)} 229`), true),
  }),
  // Capri faja: the full-body faja with legs to mid-calf.
  'faja-capri': (p) => ({
    body:
      sym([300, 188], [
        ['C', 332, 188, 352, 168, 362, 150],
        ['L', 392, 150],
        ['C', 405, 178, 414, 202, 410, 230],
        ['C', 406, 272, 382, 306, 385, 338],
        ['C', 388, 378, 434, 408, 433, 460],
        ['C', 432, 560, 416, 650, 404, 712],
        ['L', 330, 712],
        ['C', 324, 640, 314, 560, 300, 522],
      ]) + pair((x) => strap(x(362), x(392), 152, 88)),
    details:
      seams(p, pair((x) => `M${x(346)} 200C${x(338)} 290 ${x(350)} 360 ${x(366)} 470`)) +
      seams(p, pair((x) => `M${x(331)} 696L${x(405)} 696`), true) +
      hooks(p, 196, 480),
    back: seams(p, 'M300 200V516') + seams(p, pair((x) => `M${x(331)} 696L${x(405)} 696`), true),
  }),
  // Post-surgery faja: full body with a long side zipper and an open crotch.
  'faja-long-zip': (p) => ({
    body:
      sym([300, 188], [
        ['C', 332, 188, 352, 168, 362, 150],
        ['L', 392, 150],
        ['C', 405, 178, 414, 202, 410, 230],
        ['C', 406, 272, 382, 306, 385, 338],
        ['C', 388, 378, 434, 408, 433, 460],
        ['C', 432, 520, 416, 580, 408, 626],
        ['L', 324, 626],
        ['C', 320, 590, 314, 546, 300, 522],
      ]) + pair((x) => strap(x(358), x(394), 152, 84)),
    details:
      `<path d="M392 168C404 260 380 330 392 420C400 480 420 560 410 616" fill="none" stroke="${p.hook}" stroke-width="5" stroke-dasharray="1.5 4"/>` +
      seams(p, pair((x) => `M${x(325)} 610L${x(407)} 610`), true) +
      `<ellipse cx="300" cy="520" rx="14" ry="20" fill="${BG_DEEP}"/>` +
      hooks(p, 196, 480),
    back: seams(p, 'M300 200V510') + seams(p, pair((x) => `M${x(325)} 610L${x(407)} 610`), true),
  }),
  // Sport trainer belt: a straight band with a wide hook-and-loop wrap.
  'trainer-belt': (p) => ({
    body: sym([300, 262], [
      ['C', 350, 262, 396, 256, 420, 250],
      ['C', 414, 330, 414, 420, 424, 500],
      ['C', 390, 512, 340, 516, 300, 516],
    ]),
    details:
      `<path d="M206 300C260 312 340 312 430 296L436 444C340 462 260 460 200 448Z" fill="${p.shade}" opacity=".55"/>` +
      seams(p, 'M206 300C260 312 340 312 430 296L436 444C340 462 260 460 200 448Z', true),
    back: seams(p, 'M300 270V508') + seams(p, pair((x) => `M${x(340)} 274C${x(336)} 360 ${x(336)} 420 ${x(342)} 506`)),
  }),
  // Shaper cami: thin straps, a straight body to the hip, no hooks.
  cami: (p) => ({
    body:
      sym([300, 226], [
        ['C', 330, 222, 356, 200, 370, 176],
        ['L', 384, 176],
        ['C', 398, 210, 410, 240, 410, 262],
        ['C', 404, 320, 392, 370, 402, 430],
        ['C', 408, 460, 416, 480, 418, 500],
        ['C', 380, 508, 340, 510, 300, 510],
      ]) + pair((x) => strap(x(372), x(382), 178, 100)),
    details: seams(p, pair((x) => `M${x(302)} 250C${x(330)} 246 ${x(358)} 230 ${x(372)} 210`), true) + seams(p, pair((x) => `M${x(302)} 496L${x(416)} 488`), true),
    back: seams(p, 'M300 236V500'),
  }),
}

const GRAD = (id: string, p: Palette) =>
  `<linearGradient id="${id}" x2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".5" stop-color="${p.base}"/><stop offset="1" stop-color="${p.shade}"/></linearGradient>`

const MANNEQUIN_SHAPE =
  `<path d="M300 116C392 116 440 206 436 322C432 438 376 500 300 500C224 500 168 438 164 322C160 206 208 116 300 116Z" fill="${MANNEQUIN}"/>` +
  `<path d="M246 470C250 540 240 600 230 630C170 650 110 680 80 750H520C490 680 430 650 370 630C360 600 350 540 354 470Z" fill="${MANNEQUIN}"/>` +
  `<path d="M248 480C270 500 330 500 352 480" fill="none" stroke="#d6c8b8" stroke-width="3"/>`

/** A garment group (no <svg> wrapper), drawn in the 600x750 space, seen from the front or the back. */
function garment(shape: GarmentShape, color: string, id: string, mannequin = true, side: 'front' | 'back' = 'front'): string {
  const p = palette(color)
  const drawn = DRAW[shape](p)
  // The back: the same outline (the garments are symmetric) with what the back shows.
  const d = side === 'back' ? { ...drawn, details: drawn.back ?? seams(p, 'M300 200V520') } : drawn
  const rule = shape === 'chin-strap' ? ' fill-rule="evenodd"' : ''
  return (
    `<defs>${GRAD(id, p)}<path id="${id}s" d="${d.body}"${rule}/></defs>` +
    (d.head && mannequin ? MANNEQUIN_SHAPE : '') +
    `<use href="#${id}s" x="7" y="10" fill="#4a3426" opacity=".09"/>` +
    `<use href="#${id}s" fill="url(#${id})"/>` +
    d.details
  )
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function svg(w: number, h: number, title: string, inner: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(title)}</title>${inner}</svg>\n`
  )
}

function productSvg(shape: GarmentShape, color: ProductColor, title: string, side: 'front' | 'back' = 'front'): string {
  return svg(
    600,
    750,
    title,
    `<rect width="600" height="750" fill="${BG}"/>` +
      `<circle cx="300" cy="370" r="250" fill="${BG_DEEP}"/>` +
      garment(shape, COLOR_SWATCHES[color], 'g', true, side),
  )
}

// ---------------------------------------------------------------------------
// Category tiles, blog covers and hero
// ---------------------------------------------------------------------------

const CATEGORY_ART: Record<ProductCategory, { title: string; items: [GarmentShape, ProductColor][] }> = {
  'everyday-confidence': { title: 'Everyday Confidence', items: [['shorts', 'beige'], ['bodysuit', 'nude']] },
  'sculpt-support': { title: 'Sculpt & Support', items: [['faja-short', 'cocoa'], ['faja-long', 'beige']] },
  'silhouette-enhancers': { title: 'Silhouette Enhancers', items: [['shorts', 'black'], ['waist-trainer', 'nude']] },
  'face-neck-sculpt': { title: 'Face & Neck Sculpt', items: [['neck-wrap', 'cocoa'], ['chin-strap', 'beige']] },
}

function categorySvg(cat: ProductCategory): string {
  const art = CATEGORY_ART[cat]
  const [back, front] = art.items as [[GarmentShape, ProductColor], [GarmentShape, ProductColor]]
  return svg(
    800,
    600,
    art.title,
    `<rect width="800" height="600" fill="${BG}"/>` +
      `<path d="M0 480C220 420 460 540 800 430V600H0Z" fill="${BG_DEEP}"/>` +
      `<circle cx="400" cy="290" r="225" fill="${mix(COLOR_SWATCHES[front[1]], BG, 0.78)}"/>` +
      `<circle cx="400" cy="290" r="246" fill="none" stroke="#c9a97f" stroke-width="1.5" opacity=".7"/>` +
      (cat === 'face-neck-sculpt'
        ? // one mannequin wearing both pieces of the set
          `<g transform="translate(175 38) scale(.75)">${garment(back[0], COLOR_SWATCHES[back[1]], 'a')}${garment(front[0], COLOR_SWATCHES[front[1]], 'b', false)}</g>`
        : `<g transform="translate(84 60) scale(.72)">${garment(back[0], COLOR_SWATCHES[back[1]], 'a')}</g>` +
          `<g transform="translate(284 60) scale(.72)">${garment(front[0], COLOR_SWATCHES[front[1]], 'b')}</g>`),
  )
}

const BLOG_ART: Record<BlogCategory, GarmentShape[]> = {
  'health-benefits': ['waist-trainer', 'vest'],
  'post-surgery': ['faja-long', 'faja-short'],
  'care-tips': ['bodysuit', 'shorts'],
  'sizing-guide': ['waist-trainer', 'faja-short'],
}

const TINTS: ProductColor[] = ['beige', 'nude', 'cocoa', 'black']

function blogSvg(category: BlogCategory, index: number, title: string): string {
  const shapes = BLOG_ART[category]
  const shape = shapes[index % shapes.length]!
  const color = TINTS[index % TINTS.length]!
  const tint = COLOR_SWATCHES[color]
  let accent = ''
  let front = ''
  if (category === 'sizing-guide') {
    // a tape measure sweeping around the waist
    front =
      `<path d="M600 346C660 392 780 392 840 346" fill="none" stroke="#e7cf8a" stroke-width="22" stroke-linecap="round"/>` +
      `<path d="M604 348C664 393 780 393 836 349" fill="none" stroke="#7a5a2c" stroke-width="9" stroke-dasharray="1.5 9"/>` +
      `<path d="M840 346C900 300 960 330 1000 400" fill="none" stroke="#e7cf8a" stroke-width="22" stroke-linecap="round"/>`
  } else if (category === 'care-tips') {
    accent = [[230, 200, 1], [300, 330, 0.7], [190, 420, 0.55]]
      .map(([x, y, s]) => `<path transform="translate(${x} ${y}) scale(${s})" d="M0-50C18-22 34 0 34 18A34 34 0 0 1-34 18C-34 0-18-22 0-50Z" fill="#cfd9d8"/>`)
      .join('')
  } else if (category === 'post-surgery') {
    accent = `<path d="M160 470C260 420 300 300 420 260" fill="none" stroke="#c9a97f" stroke-width="2"/><circle cx="420" cy="260" r="6" fill="#c9a97f"/>`
  } else {
    accent = `<circle cx="250" cy="300" r="110" fill="none" stroke="#c9a97f" stroke-width="2"/><circle cx="250" cy="300" r="150" fill="none" stroke="#c9a97f" stroke-width="1" opacity=".5"/><circle cx="250" cy="300" r="60" fill="${mix(tint, BG, 0.85)}"/>`
  }
  return svg(
    1200,
    630,
    title,
    `<rect width="1200" height="630" fill="${BG}"/>` +
      `<path d="M0 520C300 430 700 600 1200 460V630H0Z" fill="${BG_DEEP}"/>` +
      `<circle cx="720" cy="300" r="260" fill="${mix(tint, BG, 0.72)}"/>` +
      accent +
      `<g transform="translate(490 10) scale(.8)">${garment(shape, tint, 'g')}</g>` +
      front,
  )
}

function heroSvg(): string {
  return svg(
    1600,
    900,
    'Handcrafted Colombian shapewear',
    `<defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8f2ec"/><stop offset="1" stop-color="#efe3d6"/></linearGradient>` +
      `<linearGradient id="c" x2="1"><stop offset="0" stop-color="#8a5e45"/><stop offset="1" stop-color="#5a3a29"/></linearGradient></defs>` +
      `<rect width="1600" height="900" fill="url(#h)"/>` +
      `<path d="M820 0C760 220 980 360 940 560C905 740 1040 860 1120 900H1600V0Z" fill="#e9d7c2"/>` +
      `<path d="M960 0C900 200 1110 330 1080 540C1055 720 1170 840 1260 900H1600V0Z" fill="#e8b9a0" opacity=".75"/>` +
      `<path d="M1130 0C1080 190 1250 320 1230 520C1212 700 1300 830 1380 900H1600V0Z" fill="url(#c)"/>` +
      `<path d="M1300 0C1270 170 1400 300 1390 480C1380 660 1450 800 1520 900H1600V0Z" fill="#d9c3a5" opacity=".9"/>` +
      `<path d="M880 0C830 210 1040 350 1005 555C975 735 1100 850 1180 900" fill="none" stroke="#c9a97f" stroke-width="2"/>` +
      `<path d="M0 760C260 700 520 800 760 740" fill="none" stroke="#d9c3a5" stroke-width="2"/>` +
      `<circle cx="560" cy="200" r="140" fill="#e8b9a0" opacity=".18"/>`,
  )
}

// ---------------------------------------------------------------------------

function write(rel: string, content: string): number {
  const file = join(OUT, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  return Buffer.byteLength(content)
}

let count = 0
let bytes = 0
let largest = 0
const track = (n: number) => {
  count++
  bytes += n
  largest = Math.max(largest, n)
}

for (const prod of seedProducts) {
  for (const color of prod.colors) {
    track(write(`products/${prod.code.toLowerCase()}-${color}.svg`, productSvg(prod.garment, color, prod.nameEn)))
    track(write(`products/${prod.code.toLowerCase()}-${color}-back.svg`, productSvg(prod.garment, color, `${prod.nameEn} (back)`, 'back')))
  }
}
for (const cat of PRODUCT_CATEGORIES) track(write(`categories/${cat}.svg`, categorySvg(cat)))
const perCategory = new Map<BlogCategory, number>()
for (const post of seedPosts) {
  const i = perCategory.get(post.category) ?? 0
  perCategory.set(post.category, i + 1)
  track(write(`blog/${post.slug}.svg`, blogSvg(post.category, i + seedPosts.indexOf(post), post.titleEn)))
}
track(write('hero.svg', heroSvg()))

console.log(`Wrote ${count} SVG files, ${bytes} bytes in total (largest ${largest} bytes).`)

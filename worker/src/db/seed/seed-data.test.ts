import { existsSync, readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  BLOG_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_COLORS,
  PRODUCT_SIZES,
} from '#shared/catalogue/catalogue'
import { seedPosts } from './blog.data'
import { seedOffers } from './offers.data'
import { seedProducts } from './products.data'

const PUBLIC = new URL('../../../../app/public/', import.meta.url)
const publicFile = (rel: string) => new URL(rel, PUBLIC)
const MAX_SVG_BYTES = 8 * 1024

function checkSvg(rel: string) {
  const url = publicFile(rel)
  expect(existsSync(url), `missing image ${rel}`).toBe(true)
  expect(statSync(url).size, `${rel} is too large`).toBeLessThan(MAX_SVG_BYTES)
  const text = readFileSync(url, 'utf8')
  expect(text.startsWith('<svg'), `${rel} is not an SVG`).toBe(true)
  expect(text, `${rel} must not reference external resources`).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
  expect(text, `${rel} must not embed rasters`).not.toMatch(/data:image|<image/)
  return text
}

const LANGS = ['En', 'Es', 'Fr'] as const

describe('seed products', () => {
  it('has unique, well-formed codes', () => {
    const codes = seedProducts.map((p) => p.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/)
  })

  it('has at least 24 products and at least 6 per category', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(24)
    for (const category of PRODUCT_CATEGORIES) {
      expect(seedProducts.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(6)
    }
  })

  it('has complete text in all three languages with matching list lengths', () => {
    for (const p of seedProducts) {
      for (const l of LANGS) {
        expect(p[`name${l}`].trim(), `${p.code} name${l}`).not.toBe('')
        expect(p[`description${l}`].trim(), `${p.code} description${l}`).not.toBe('')
      }
      for (const field of ['benefits', 'care', 'howToUse'] as const) {
        const en = p[`${field}En`]
        expect(en.length, `${p.code} ${field}En`).toBeGreaterThan(0)
        for (const l of LANGS) {
          const items = p[`${field}${l}`]
          expect(items.length, `${p.code} ${field}${l} length`).toBe(en.length)
          for (const item of items) expect(item.trim(), `${p.code} ${field}${l}`).not.toBe('')
        }
      }
    }
  })

  it('uses only known colours and sizes, sizes in a contiguous chart run, none for made-to-measure pieces', () => {
    for (const p of seedProducts) {
      expect(p.colors.length, p.code).toBeGreaterThanOrEqual(1)
      expect(p.colors.length, p.code).toBeLessThanOrEqual(4)
      expect(new Set(p.colors).size, `${p.code} duplicate colour`).toBe(p.colors.length)
      for (const c of p.colors) expect(PRODUCT_COLORS, p.code).toContain(c)
      // A made-to-measure piece has no standard sizes: the customer's measurements are its size.
      if (p.isCustomMade) expect(p.sizes, p.code).toEqual([])
      else expect(p.sizes.length, p.code).toBeGreaterThanOrEqual(1)
      for (const s of p.sizes) expect(PRODUCT_SIZES, p.code).toContain(s)
      const idx = p.sizes.map((s) => PRODUCT_SIZES.indexOf(s))
      idx.forEach((v, i) => {
        if (i > 0) expect(v, `${p.code} sizes not contiguous`).toBe((idx[i - 1] ?? -2) + 1)
      })
    }
  })

  it('has sensible prices and stock levels', () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.priceCents), p.code).toBe(true)
      expect(p.priceCents, p.code).toBeGreaterThan(0)
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.code).toBe(true)
    }
    expect(seedProducts.filter((p) => p.stock >= 1 && p.stock <= 5).length).toBeGreaterThanOrEqual(3)
    expect(seedProducts.some((p) => p.stock === 0)).toBe(true)
  })

  it('has an image on disk for every product colour, titled with the English name', () => {
    for (const p of seedProducts) {
      for (const color of p.colors) {
        const text = checkSvg(`images/products/${p.code.toLowerCase()}-${color}.svg`)
        expect(text).toContain('<title>')
        expect(checkSvg(`images/products/${p.code.toLowerCase()}-${color}-back.svg`)).toContain('(back)</title>')
      }
    }
  })
})

describe('seed blog posts', () => {
  it('has unique kebab-case slugs and at least 2 posts per category', () => {
    const slugs = seedPosts.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(seedPosts.length).toBeGreaterThanOrEqual(8)
    for (const category of BLOG_CATEGORIES) {
      expect(seedPosts.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(2)
    }
  })

  it('uses the body format in every language', () => {
    for (const post of seedPosts) {
      for (const l of LANGS) {
        const content = post[`content${l}`]
        const paragraphs = content.split(/\n\s*\n/).map((s) => s.trim())
        const label = `${post.slug} content${l}`
        expect(paragraphs.filter((s) => /^\*\*[^*\n]+\*\*$/.test(s)).length, label).toBeGreaterThanOrEqual(2)
        expect(content, label).toMatch(/^- \S/m)
        expect(content, label).toMatch(/^✓ \S/m)
        expect(post[`title${l}`].trim(), label).not.toBe('')
        expect(post[`excerpt${l}`].trim(), label).not.toBe('')
      }
    }
  })

  it('keeps SEO descriptions within 155 characters', () => {
    for (const post of seedPosts) {
      for (const l of LANGS) {
        const seo = post[`seoDescription${l}`]
        expect(seo.trim(), `${post.slug} ${l}`).not.toBe('')
        expect(seo.length, `${post.slug} seoDescription${l}`).toBeLessThanOrEqual(155)
      }
    }
  })

  it('has a valid 2025 publication date', () => {
    for (const post of seedPosts) {
      expect(post.publishedAt, post.slug).toMatch(/^2025-\d{2}-\d{2}/)
      expect(Number.isNaN(Date.parse(post.publishedAt)), post.slug).toBe(false)
    }
  })

  it('has a cover image on disk for every post', () => {
    for (const post of seedPosts) checkSvg(`images/blog/${post.slug}.svg`)
  })
})

describe('seed offers and shared images', () => {
  it('has two offers with localised links', () => {
    expect(seedOffers).toHaveLength(2)
    for (const o of seedOffers) {
      expect(o.ctaLinkEs.startsWith('/es/')).toBe(true)
      expect(o.ctaLinkFr.startsWith('/fr/')).toBe(true)
      expect(o.endInDays).toBeGreaterThan(0)
    }
  })

  it('has category tiles and a hero image', () => {
    for (const category of PRODUCT_CATEGORIES) checkSvg(`images/categories/${category}.svg`)
    checkSvg('images/hero.svg')
  })
})

describe('product drawings', () => {
  it('gives products of different types different drawings', async () => {
    const { readFileSync } = await import('node:fs')
    const outline = (code: string, color: string) => {
      const svg = readFileSync(`app/public/images/products/${code.toLowerCase()}-${color}.svg`, 'utf8')
      return /<path id="gs" d="([^"]+)"/.exec(svg)?.[1]
    }
    const byName = (name: string) => seedProducts.find((p) => p.nameEn === name)!
    // Three shorts that must not share a drawing: mid-thigh, butt-lifting and knee-length.
    const shorts = ['Invisible Mid-Thigh Smoother', 'Butt-Lifting Shaper Short', 'Lift & Define Knee-Length Short'].map(byName)
    const outlines = shorts.map((p) => outline(p.code, p.colors[0]!))
    expect(outlines.every(Boolean)).toBe(true)
    expect(new Set(outlines).size).toBe(3)
    // Every garment type the seed uses draws its own outline.
    const perType = new Map<string, string | undefined>()
    for (const p of seedProducts) perType.set(p.garment, outline(p.code, p.colors[0]!))
    expect(new Set(perType.values()).size).toBe(perType.size)
  })
  it('draws the back differently from the front', async () => {
    const { readFileSync } = await import('node:fs')
    for (const p of seedProducts) {
      const front = readFileSync(`app/public/images/products/${p.code.toLowerCase()}-${p.colors[0]}.svg`, 'utf8')
      const back = readFileSync(`app/public/images/products/${p.code.toLowerCase()}-${p.colors[0]}-back.svg`, 'utf8')
      expect(back.replace(/<title>.*<\/title>/, ''), p.code).not.toBe(front.replace(/<title>.*<\/title>/, ''))
    }
  })
})

// Derived facts about a catalogue product that several screens show the same way.
import { COLOR_SWATCHES, type Language, type ProductColor } from '#shared/catalogue/catalogue'
import { availabilityOf, type Availability } from '#shared/catalogue/variants'
import { parseAmount, type Cents } from '#shared/pricing/money'
import type { Product } from '#shared/schemas/catalogue'

export const priceCents = (product: Pick<Product, 'price'>): Cents => parseAmount(product.price)

/** What a badge says of stock: a standard piece is in stock, down to its last few or sold out; a made-to-measure one is made to order. */
export type StockStatus = Availability | { kind: 'made-to-order' }

/**
 * The truthful badge of a whole product (cards, JSON-LD): sold out when none of its variants has a
 * unit left, "only N left" when a few are left over all of them (decision 026); a made-to-measure
 * piece is made for each order, so stock says nothing about it (decision 020).
 */
export function stockStatus(product: Pick<Product, 'stock'> & Partial<Pick<Product, 'isCustomMade'>>): StockStatus {
  return product.isCustomMade ? { kind: 'made-to-order' } : availabilityOf(product.stock)
}

/** A picture of the product as an <img> takes it: `srcSet` only for uploaded photos (several widths). */
export type ProductPicture = { src: string; srcSet?: string; color: string; alt?: Record<Language, string>; back?: true }

type Pictured = Pick<Product, 'images' | 'colors' | 'photos'>

function photoPicture(photo: Product['photos'][number]): ProductPicture {
  const { sources } = photo
  // The middle width is a sensible src for browsers that ignore srcset.
  const src = (sources[Math.floor((sources.length - 1) / 2)] ?? sources[0])!.url
  return {
    src,
    srcSet: sources.map((s) => `${s.url} ${s.width}w`).join(', '),
    color: photo.color,
    alt: { en: photo.altEn, es: photo.altEs, fr: photo.altFr },
  }
}

/**
 * Every picture of the product, colour by colour in the order of its colours: a colour's uploaded
 * photos, or else its drawing (the drawings are one front per colour, in the order of colors, then
 * the backs in the same order); the back views of drawn colours follow all the fronts.
 */
export function picturesOf(product: Pictured): ProductPicture[] {
  const pictures: ProductPicture[] = []
  // A product the app stored before photos existed has none until its next change syncs.
  const all = product.photos ?? []
  product.colors.forEach((color, index) => {
    const photos = all.filter((p) => p.color === color && p.sources.length > 0)
    if (photos.length > 0) pictures.push(...photos.map(photoPicture))
    else {
      const drawing = product.images[index] ?? product.images[0]
      if (drawing) pictures.push({ src: drawing, color })
    }
  })
  product.colors.forEach((color, index) => {
    const back = product.images[product.colors.length + index]
    if (back && !all.some((p) => p.color === color && p.sources.length > 0)) pictures.push({ src: back, color, back: true })
  })
  if (pictures.length === 0 && product.images[0]) pictures.push({ src: product.images[0], color: product.colors[0] ?? '' })
  return pictures
}

/** The first picture that shows `color` (or the product's first). */
export function pictureFor(product: Pictured, color: string | undefined): ProductPicture | undefined {
  const pictures = picturesOf(product)
  return pictures.find((p) => p.color === color) ?? pictures[0]
}

/** The URL of the picture that shows `color` (cart lines, order lines). */
export const imageFor = (product: Pictured, color: string | undefined): string | undefined => pictureFor(product, color)?.src

export const swatchFor = (color: string) => COLOR_SWATCHES[color as ProductColor] ?? '#d8d0c8'

import type { TFunction } from 'i18next'
import type { ImagesProps } from './zoom-dialog'

/** An uploaded photo's own alt text in the page language, else the product's name and colour. */
export function pictureAlt(t: TFunction<'product'>, { name, images, labels, lang }: Omit<ImagesProps, 'index' | 'onIndexChange'>, i: number): string {
  return images[i]?.alt?.[lang] || t('gallery.alt', { name, color: labels[i] ?? '' })
}

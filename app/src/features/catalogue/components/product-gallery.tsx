// Main image, thumbnails (one per colour) and a zoom dialog; the dialog traps focus and closes
// on Escape (Radix). The parent owns the shown index so choosing a colour can change it.
import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from 'react-i18next'
import type { ProductPicture } from '#app/components/product/product-info'
import { cn } from '#app/components/ui/cn'
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, ZoomIcon } from '#app/components/ui/icons'

type Props = {
  name: string
  images: ProductPicture[]
  /** Colour label of each image, for alt texts in the page language. */
  labels: string[]
  lang: 'en' | 'es' | 'fr'
  index: number
  onIndexChange: (index: number) => void
  zoomOpen: boolean
  onZoomOpenChange: (open: boolean) => void
}

// The main image fills the page's left half on wide screens, the width on phones.
const MAIN_SIZES = '(min-width: 1024px) 50vw, 100vw'

export function ProductGallery({ name, images, labels, lang, index, onIndexChange, zoomOpen, onZoomOpenChange }: Props) {
  const { t } = useTranslation('product')
  const current = images[index] ?? images[0]
  // An uploaded photo's own alt text in the page language, else the product's name and colour.
  const alt = (i: number) => images[i]?.alt?.[lang] || t('gallery.alt', { name, color: labels[i] ?? '' })
  const step = (delta: number) => onIndexChange((index + delta + images.length) % images.length)

  return (
    <div className="flex flex-col-reverse gap-4 lg:flex-row lg:items-start">
      {images.length > 1 && (
        <ul className="flex gap-3 overflow-x-auto p-1 lg:flex-col" aria-label={t('gallery.thumbnails')}>
          {images.map((image, i) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={t('gallery.show', { color: labels[i] ?? i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded-xl bg-sand/40 transition',
                  i === index ? 'ring-1 ring-ink ring-offset-2 ring-offset-cream' : 'opacity-70 hover:opacity-100',
                )}
              >
                <img src={image.srcSet ? image.srcSet.split(' ')[0] : image.src} alt="" width={72} height={90} loading="lazy" className="h-[90px] w-[72px] object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Dialog.Root open={zoomOpen} onOpenChange={onZoomOpenChange}>
        <Dialog.Trigger asChild>
          <button
            type="button"
            className="group relative block w-full flex-1 cursor-zoom-in overflow-hidden rounded-3xl bg-sand/40"
            aria-label={t('gallery.zoom', { name })}
            data-testid="main-image-button"
          >
            <img
              src={current?.src}
              srcSet={current?.srcSet}
              sizes={current?.srcSet ? MAIN_SIZES : undefined}
              alt={alt(index)}
              width={600}
              height={750}
              fetchPriority="high"
              className="aspect-[4/5] w-full object-cover"
              data-testid="main-image"
            />
            <span className="absolute bottom-4 right-4 grid size-11 place-items-center rounded-full bg-cream/90 text-ink shadow-sm transition group-hover:scale-105">
              <ZoomIcon />
            </span>
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none sm:p-10"
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') step(1)
              if (e.key === 'ArrowLeft') step(-1)
            }}
            data-testid="zoom-dialog"
          >
            <Dialog.Title className="sr-only">{name}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('gallery.zoomHint')}</Dialog.Description>
            <img src={current?.src} srcSet={current?.srcSet} sizes={current?.srcSet ? '100vw' : undefined} alt={alt(index)} width={600} height={750} className="max-h-[85vh] w-auto max-w-full rounded-2xl bg-cream object-contain shadow-2xl" />
            <div className="mt-4 flex items-center gap-3">
              {images.length > 1 && (
                <button type="button" onClick={() => step(-1)} aria-label={t('gallery.previous')} className="grid size-11 place-items-center rounded-full bg-cream text-ink hover:bg-white">
                  <ArrowLeftIcon />
                </button>
              )}
              <p className="min-w-24 text-center text-sm text-cream" aria-live="polite">
                {labels[index]} · {index + 1}/{images.length}
              </p>
              {images.length > 1 && (
                <button type="button" onClick={() => step(1)} aria-label={t('gallery.next')} className="grid size-11 place-items-center rounded-full bg-cream text-ink hover:bg-white">
                  <ArrowRightIcon />
                </button>
              )}
            </div>
            <Dialog.Close className="absolute right-4 top-4 grid size-11 place-items-center rounded-full bg-cream text-ink hover:bg-white" aria-label={t('gallery.close')}>
              <CloseIcon />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  )
}

// Main image, thumbnails (one per colour) and a zoom dialog (zoom-dialog.tsx, loaded when the page
// is idle and mounted on first use, decision 010). The parent owns the shown index so choosing a
// colour can change it. Once the page is idle, every colour's main image is fetched as this screen
// would show it, so the service worker keeps it and another colour chosen offline is not a blank card.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { ProductPicture } from '#app/components/product/product-info'
import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn'
import { ZoomInIcon } from 'lucide-react'
import { whenIdle } from '#app/lib/when-idle'
import { pictureAlt } from './picture-alt'
import type { ImagesProps } from './zoom-dialog'

const loadZoom = () => import('./zoom-dialog')
const ZoomDialog = lazy(() => loadZoom().then((m) => ({ default: m.ZoomDialog })))

type Props = ImagesProps & { zoomOpen: boolean; onZoomOpenChange: (open: boolean) => void }

// The main image fills the page's left half on wide screens, the width on phones.
const MAIN_SIZES = '(min-width: 1024px) 50vw, 100vw'

/**
 * Fetches the picture each colour opens on (its first, which choosing it shows) the way the main
 * image takes it: the same srcset and sizes, so the browser picks the width it would pick on this
 * screen (a phone's small one on a phone), and the service worker's image cache keeps that one.
 * The thumbnails already fetch their own smallest width. Nothing with Data Saver on.
 */
export function prefetchColourPictures(images: ProductPicture[]) {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return
  const firsts = images.filter((image, i) => !image.back && images.findIndex((other) => other.color === image.color) === i)
  for (const picture of firsts) {
    const img = new Image()
    if (picture.srcSet) {
      img.sizes = MAIN_SIZES
      img.srcset = picture.srcSet
    }
    img.src = picture.src
  }
}

export function ProductGallery({ name, images, labels, lang, index, onIndexChange, zoomOpen, onZoomOpenChange }: Props) {
  const { t } = useTranslation('product')
  const current = images[index] ?? images[0]
  const alt = (i: number) => pictureAlt(t, { name, images, labels, lang }, i)
  const [zoomUsed, setZoomUsed] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  useEffect(() => whenIdle(() => void loadZoom()), [])
  const sources = images.map((image) => image.srcSet ?? image.src).join(' ')
  // Once per product's pictures, not at every render (the list is derived anew each time).
  // oxlint-disable-next-line react/exhaustive-deps
  useEffect(() => whenIdle(() => prefetchColourPictures(images)), [sources])

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

      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setZoomUsed(true)
          onZoomOpenChange(true)
        }}
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
          <ZoomInIcon />
        </span>
      </button>
      {zoomUsed && (
        <Suspense fallback={null}>
          <ZoomDialog name={name} images={images} labels={labels} lang={lang} index={index} onIndexChange={onIndexChange} open={zoomOpen} onOpenChange={onZoomOpenChange} opener={opener} />
        </Suspense>
      )}
    </div>
  )
}

// The zoomed product image: a Radix dialog, so focus is trapped, Escape closes it and focus
// returns to the image that opened it; arrow keys step through the colours.
import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowLeftIcon, ArrowRightIcon, XIcon } from 'lucide-react'
import type { ProductPicture } from '#app/components/product/product-info'
import type { Language } from '#shared/catalogue/catalogue'
import { pictureAlt } from './picture-alt'

export type ImagesProps = {
  name: string
  images: ProductPicture[]
  /** Colour label of each image, for alt texts in the page language. */
  labels: string[]
  lang: Language
  index: number
  onIndexChange: (index: number) => void
}

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The image button that opened it: focus goes back there on close. */
  opener: RefObject<HTMLButtonElement | null>
}

export function ZoomDialog({ name, images, labels, lang, index, onIndexChange, open, onOpenChange, opener }: ImagesProps & DialogProps) {
  const { t } = useTranslation('product')
  const current = images[index] ?? images[0]
  const alt = (i: number) => pictureAlt(t, { name, images, labels, lang }, i)
  const step = (delta: number) => onIndexChange((index + delta + images.length) % images.length)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/80 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none sm:p-10"
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') step(1)
            if (e.key === 'ArrowLeft') step(-1)
          }}
          data-testid="zoom-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
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
            <XIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

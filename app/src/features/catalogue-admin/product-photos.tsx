// Photos per colour (decision 019): drop files on a colour (or choose them), watch each one resize and
// upload, put them in order, give each its alt text in three languages, take one away. The first
// photo of a colour is the one the storefront shows first.
import { useId, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { adminProductsApi } from '#shared/contracts/admin-products'
import type { AdminProduct } from '#shared/schemas/catalogue-admin'
import { LANGUAGES } from '#shared/catalogue/catalogue'
import { resizePhoto } from './resize-photo'
import { uploadPhoto } from './upload-photo'

type Photo = AdminProduct['photos'][number]
type Upload = { key: string; name: string; progress: number; stage: 'resizing' | 'uploading' }

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'
const MAX_BYTES = 40 * 1024 * 1024 // before resizing; the server takes at most 10 MB after

export function ProductPhotos({ product, onChange, colorsChanged }: { product: AdminProduct; onChange: (product: AdminProduct) => void; colorsChanged: boolean }) {
  const { t } = useTranslation('catalogue-admin')
  return (
    <div className="grid gap-6">
      {colorsChanged && <p className="text-sm text-muted">{t('photos.saveColors')}</p>}
      {product.colors.length === 0 && <p className="text-sm text-muted">{t('photos.noColors')}</p>}
      {product.colors.map((color) => (
        <ColorPhotos key={color} product={product} color={color} onChange={onChange} />
      ))}
    </div>
  )
}

function ColorPhotos({ product, color, onChange }: { product: AdminProduct; color: string; onChange: (product: AdminProduct) => void }) {
  const { t } = useTranslation('catalogue-admin')
  const { t: common } = useTranslation()
  const toast = useToast()
  const { apiErrorText } = useErrorText()
  const inputId = useId()
  const [uploads, setUploads] = useState<Upload[]>([])
  const [over, setOver] = useState(false)
  const photos = product.photos.filter((p) => p.color === color)
  // The seeded catalogue's drawing of this colour, shown in the shop until a photo replaces it.
  const drawing = product.images[product.colors.indexOf(color)]
  const colorName = common(`colors.${color}`)
  const codes = { not_an_image: t('photos.notAnImage'), payload_too_large: t('photos.tooBig') }

  const send = async (file: File) => {
    const key = crypto.randomUUID()
    const track = (change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)))
    setUploads((list) => [...list, { key, name: file.name, progress: 0, stage: 'resizing' }])
    try {
      if (file.size > MAX_BYTES) throw new Error(t('photos.tooBig'))
      const files = await resizePhoto(file).catch(() => {
        throw new Error(t('photos.notAnImage'))
      })
      track({ stage: 'uploading' })
      const alt = { altEn: product.nameEn, altEs: product.nameEs, altFr: product.nameFr }
      onChange(await uploadPhoto({ productId: product.id, color, alt, files }, (progress) => track({ progress })))
    } catch (error) {
      toast({ title: t('photos.uploadFailed', { name: file.name }), description: error instanceof Error && !('status' in error) ? error.message : apiErrorText(error, t('toast.tryAgain'), codes), variant: 'destructive' })
    } finally {
      setUploads((list) => list.filter((u) => u.key !== key))
    }
  }
  // One after another: each photo is resized in memory, and they keep the order they were dropped in.
  const sendAll = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) await send(file)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    void sendAll(event.dataTransfer.files)
  }

  const move = async (photo: Photo, by: -1 | 1) => {
    const order = product.photos.map((p) => p.id)
    const mine = photos.map((p) => p.id)
    const at = mine.indexOf(photo.id)
    const swapWith = mine[at + by]
    if (!swapWith) return
    const i = order.indexOf(photo.id)
    const j = order.indexOf(swapWith)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
    try {
      onChange(await callApi(adminProductsApi.reorderPhotos, { params: { id: product.id }, body: { order } }))
    } catch (error) {
      toast({ title: t('photos.reorderFailed'), description: apiErrorText(error, t('toast.tryAgain')), variant: 'destructive' })
    }
  }

  const remove = async (photo: Photo) => {
    try {
      onChange(await callApi(adminProductsApi.removePhoto, { params: { id: product.id, photoId: photo.id } }))
    } catch (error) {
      toast({ title: t('photos.removeFailed'), description: apiErrorText(error, t('toast.tryAgain'), { product_incomplete: t('photos.lastPhoto') }), variant: 'destructive' })
    }
  }

  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className="text-base font-medium text-ink">
        {colorName} <span className="text-sm font-normal text-muted">{t('photos.count', { count: photos.length })}</span>
      </h3>
      {photos.length === 0 && drawing && (
        <p className="mt-3 flex items-center gap-3 text-sm text-muted">
          <img src={drawing} alt="" width={48} height={60} className="h-15 w-12 rounded-lg bg-sand/40 object-cover" />
          {t('photos.drawing')}
        </p>
      )}
      {photos.length > 0 && (
        <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="rounded-2xl border border-sand/70 p-3">
              <img
                src={photo.sources[0]!.url}
                srcSet={photo.sources.map((s) => `${s.url} ${s.width}w`).join(', ')}
                sizes="(min-width: 1024px) 240px, (min-width: 640px) 45vw, 90vw"
                alt={photo.altEn}
                className="aspect-[4/5] w-full rounded-xl bg-sand/40 object-cover"
                loading="lazy"
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => void move(photo, -1)} aria-label={t('photos.earlierLabel', { n: index + 1, color: colorName })}>
                  {t('photos.earlier')}
                </Button>
                <Button variant="secondary" size="sm" disabled={index === photos.length - 1} onClick={() => void move(photo, 1)} aria-label={t('photos.laterLabel', { n: index + 1, color: colorName })}>
                  {t('photos.later')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => void remove(photo)} aria-label={t('photos.removeLabel', { n: index + 1, color: colorName })}>
                  {t('photos.remove')}
                </Button>
              </div>
              <AltText product={product} photo={photo} onChange={onChange} />
            </li>
          ))}
        </ol>
      )}
      <div
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid={`drop-${color}`}
        className={cn('mt-3 rounded-2xl border-2 border-dashed p-5 text-center text-sm text-muted transition-colors', over ? 'border-cocoa bg-cream' : 'border-sand')}
      >
        <p>{t('photos.drop', { color: colorName })}</p>
        <label htmlFor={inputId} className="mt-2 inline-block cursor-pointer rounded-full border border-ink px-4 py-1.5 text-sm font-medium text-ink focus-within:ring-2 focus-within:ring-cocoa">
          {t('photos.choose', { color: colorName })}
          <input id={inputId} type="file" accept={ACCEPT} multiple className="sr-only" onChange={(e) => void sendAll(e.target.files).finally(() => (e.target.value = ''))} />
        </label>
        <p className="mt-2 text-xs">{t('photos.formats')}</p>
      </div>
      {uploads.length > 0 && (
        <ul className="mt-3 grid gap-2" aria-live="polite">
          {uploads.map((u) => (
            <li key={u.key} className="text-sm text-ink">
              <span className="block truncate">{u.stage === 'resizing' ? t('photos.resizing', { name: u.name }) : t('photos.uploading', { name: u.name })}</span>
              <progress className="mt-1 h-2 w-full accent-cocoa" max={1} value={u.stage === 'resizing' ? undefined : u.progress} aria-label={u.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function AltText({ product, photo, onChange }: { product: AdminProduct; photo: Photo; onChange: (product: AdminProduct) => void }) {
  const { t } = useTranslation('catalogue-admin')
  const toast = useToast()
  const { apiErrorText } = useErrorText()
  const [alt, setAlt] = useState({ altEn: photo.altEn, altEs: photo.altEs, altFr: photo.altFr })
  const changed = alt.altEn !== photo.altEn || alt.altEs !== photo.altEs || alt.altFr !== photo.altFr
  const save = async () => {
    try {
      onChange(await callApi(adminProductsApi.updatePhoto, { params: { id: product.id, photoId: photo.id }, body: alt }))
    } catch (error) {
      toast({ title: t('photos.altFailed'), description: apiErrorText(error, t('toast.tryAgain')), variant: 'destructive' })
    }
  }
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-muted hover:text-ink">{t('photos.alt')}</summary>
      <div className="mt-2 grid gap-2">
        {LANGUAGES.map((l) => {
          const key = `alt${l[0]!.toUpperCase()}${l.slice(1)}` as keyof typeof alt
          return <TextField key={l} label={t(`languages.${l}`)} value={alt[key]} onChange={(e) => setAlt((a) => ({ ...a, [key]: e.target.value }))} maxLength={200} />
        })}
        <Button size="sm" variant="secondary" disabled={!changed} onClick={() => void save()}>
          {t('photos.saveAlt')}
        </Button>
      </div>
    </details>
  )
}

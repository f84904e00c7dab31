// /order-reviews/:orderId: reviewing the pieces of an order (decision 042) — by its signed-in
// buyer from My Orders, or a guest with the order's signed link (`?key=`, as the review request
// email gives it; `line` names the piece the email's link was for). A line not yet received says
// so; a reviewed line shows the review and where it stands, with edit, photos and delete. The flow is in
// use-order-reviews.ts, the form in review-form.tsx.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router-dom'
import { REVIEW_PHOTOS_MAX } from '#shared/reviews/reviews'
import { lineNameIn } from '#shared/schemas/orders'
import type { OrderReviews, OwnReview } from '#shared/schemas/reviews'
import { RatingStars } from '#app/components/product/rating-stars'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { Button } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { PageMeta } from '#app/components/ui/page-meta'
import { useToast } from '#app/components/ui/toast'
import { useLang } from '#app/lib/i18n/use-lang'
import { useErrorText } from '#app/components/form/use-error-text'
import { ReviewForm } from './review-form'
import { useOrderReviews } from './use-order-reviews'

type Line = OrderReviews['lines'][number]

const STATUS_CLASSES = { pending: 'bg-sand text-ink', approved: 'bg-emerald-100 text-emerald-900', rejected: 'bg-stone-200 text-stone-800' } as const

function ReviewShown({ review, flow, onEdit, onDelete }: { review: OwnReview; flow: ReturnType<typeof useOrderReviews>; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('order-reviews')
  const { lang } = useLang()
  const toast = useToast()
  const { apiErrorText } = useErrorText()
  const [uploading, setUploading] = useState(false)
  const addPhoto = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    try {
      await flow.addPhoto(review, file)
      toast({ variant: 'success', title: t('photos.added'), description: t('thanks.body') })
    } catch (error) {
      toast({ variant: 'destructive', title: t('photos.failed'), description: apiErrorText(error, t('failed')) })
    } finally {
      setUploading(false)
    }
  }
  return (
    <div className="mt-4">
      <p className={`inline-block rounded-full px-3 py-1 text-xs font-medium ${STATUS_CLASSES[review.status]}`}>{t(`status.${review.status}`)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <RatingStars value={review.rating} lang={lang} />
        <p className="font-medium text-ink">{review.title}</p>
      </div>
      <p className="mt-1 text-xs text-muted">{t(`fit.${review.fit}`)}</p>
      <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-ink">{review.body}</p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.photos.map((photo, n) => (
            <li key={photo.id}>
              <img src={flow.photoUrl(photo.url)} alt={t('photos.alt', { n: n + 1 })} width={80} height={80} loading="lazy" className="size-20 rounded-lg bg-sand/40 object-cover" />
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-3 rounded-xl bg-sand/40 p-3 text-sm">
          <p className="text-xs font-medium text-cocoa-dark">{t('reply')}</p>
          <p className="mt-1 whitespace-pre-line text-ink">{review.reply}</p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('edit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          {t('delete')}
        </Button>
        {review.photos.length < REVIEW_PHOTOS_MAX && (
          <label className="inline-flex h-11 cursor-pointer items-center rounded-full px-4 text-xs text-ink hover:bg-sand/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cocoa sm:h-9">
            {uploading ? t('photos.uploading') : t('photos.add')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="sr-only"
              disabled={uploading}
              onChange={(e) => {
                void addPhoto(e.target.files?.[0])
                e.target.value = ''
              }}
            />
          </label>
        )}
      </div>
      <p className="mt-2 text-xs text-muted">{t('photos.hint', { count: REVIEW_PHOTOS_MAX })}</p>
    </div>
  )
}

function LineCard({ line, focused, flow }: { line: Line; focused: boolean; flow: ReturnType<typeof useOrderReviews> }) {
  const { t } = useTranslation('order-reviews')
  const { t: tc } = useTranslation()
  const { lang } = useLang()
  const toast = useToast()
  const { apiErrorText } = useErrorText()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const review = line.review
  const name = lineNameIn(line, lang)
  return (
    <li id={`line-${line.itemId}`} className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand/70 sm:p-8" data-focused={focused || undefined}>
      <div className="flex gap-4">
        {line.productImage && <img src={line.productImage} alt="" width={64} height={80} className="h-20 w-16 shrink-0 rounded-xl bg-sand/40 object-cover" />}
        <div>
          <h2 className="font-serif text-xl text-ink">{name}</h2>
          <p className="mt-1 text-sm text-muted">{t('bought', { size: line.size, color: tc(`colors.${line.color}`, { defaultValue: line.color }) })}</p>
        </div>
      </div>
      {line.refusal ? (
        <p className="mt-4 text-sm text-muted">{t('notDelivered')}</p>
      ) : review && !editing ? (
        <ReviewShown review={review} flow={flow} onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
      ) : (
        <ReviewForm
          itemId={line.itemId}
          existing={review}
          onCancel={review ? () => setEditing(false) : undefined}
          onSave={async (body) => {
            await flow.save(line.itemId, review, body)
            setEditing(false)
            toast({ variant: 'success', title: t('thanks.title'), description: t('thanks.body') })
          }}
        />
      )}
      {review && (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('confirmDelete.title')}
          message={t('confirmDelete.message')}
          confirmLabel={t('confirmDelete.confirm')}
          destructive
          onConfirm={async () => {
            try {
              await flow.remove(review)
            } catch (error) {
              toast({ variant: 'destructive', title: t('confirmDelete.failed'), description: apiErrorText(error, t('failed')) })
              throw error
            }
          }}
        />
      )}
    </li>
  )
}

export function OrderReviewsPage() {
  const { orderId = '' } = useParams()
  const [params] = useSearchParams()
  const key = params.get('key') ?? undefined
  const line = params.get('line') ?? undefined
  const { t } = useTranslation('order-reviews')
  const { t: tc } = useTranslation()
  const flow = useOrderReviews(orderId, key)
  const { lines } = flow
  const loaded = lines.data !== undefined

  // The email's link names one piece: it is brought into view once the lines are there.
  useEffect(() => {
    if (loaded && line) document.getElementById(`line-${line}`)?.scrollIntoView({ block: 'start' })
  }, [loaded, line])

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageMeta title={`${t('title')} · ${tc('brand')}`} noindex />
      {!lines.data ? (
        lines.status === 'error' && lines.error?.status === 404 ? (
          <p role="alert" className="text-ink">
            {t('notFound')}
          </p>
        ) : lines.status === 'error' ? (
          <ErrorState onRetry={lines.reload} requestId={lines.error?.requestId} />
        ) : (
          <LoadingState />
        )
      ) : (
        <>
          <h1 className="text-4xl text-ink">{t('heading')}</h1>
          <p className="mt-2 text-sm text-muted">{t('intro', { number: lines.data.orderNumber })}</p>
          <ul className="mt-8 space-y-6">
            {lines.data.lines.map((l) => (
              <LineCard key={l.itemId} line={l} focused={l.itemId === line} flow={flow} />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

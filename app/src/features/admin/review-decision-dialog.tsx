// Rejecting a review with staff's reason (kept for staff only) or writing the shop's public reply
// (decision 042): one text field, checked with the shared schema, the review quoted above it.
import { useTranslation } from 'react-i18next'
import { reviewRejectSchema, reviewReplySchema } from '#shared/schemas/reviews'
import { TextareaField } from '#app/components/form/textarea-field'
import { useForm } from '#app/components/form/use-form'
import { FormDialog } from '#app/components/ui/form-dialog'
import type { ReviewDialog } from './use-reviews'

export function ReviewDecisionDialog({ dialog, busy, onClose, onSend }: { dialog: ReviewDialog; busy: boolean; onClose: () => void; onSend: (text: string) => Promise<void> }) {
  const { t } = useTranslation('admin')
  const { review, kind } = dialog
  const fieldName = kind === 'reject' ? 'reason' : 'reply'
  const { validate, field } = useForm([fieldName] as const, { [fieldName]: kind === 'reply' ? (review.reply ?? '') : '' } as Record<typeof fieldName, string>)
  const submit = async () => {
    const parsed = kind === 'reject' ? validate(reviewRejectSchema) : validate(reviewReplySchema)
    if (!parsed) return
    await onSend('reason' in parsed ? parsed.reason : parsed.reply).catch(() => undefined)
  }
  return (
    <FormDialog
      title={t(`reviews.${kind}.title`)}
      description={t(`reviews.${kind}.description`)}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel={t(`reviews.${kind}.submit`)}
      busyLabel={t('reviews.sending')}
      intro={
        <blockquote lang={review.language} className="rounded-xl bg-sand/40 p-3 text-sm">
          <p className="font-medium text-ink">{review.title}</p>
          <p className="mt-1 line-clamp-4 whitespace-pre-line text-muted">{review.body}</p>
        </blockquote>
      }
    >
      <TextareaField {...field(fieldName)} label={t(`reviews.${kind}.label`)} rows={4} />
    </FormDialog>
  )
}

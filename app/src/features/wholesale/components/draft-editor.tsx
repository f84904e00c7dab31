// One draft being written: the catalogue, the summary and the form (decision 016). The flow
// (saving to the device, the buyer's details, submitting through the outbox) is in use-draft-editor.ts.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '#app/components/form/use-error-text'
import { CataloguePicker } from './catalogue-picker'
import { DraftForm } from './draft-form'
import { OrderSummary } from './order-summary'
import { useDraftEditor, type DraftEditorOptions } from './use-draft-editor'

export type DraftEditorProps = DraftEditorOptions & { online: boolean }

export function DraftEditor({ online, ...options }: DraftEditorProps) {
  const { t } = useTranslation('wholesale')
  const { messageText } = useErrorText()
  const formId = useId()
  const editor = useDraftEditor(options)
  const { lines, review } = editor

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
      <div className="min-w-0">
        {/* On a phone the summary comes after the catalogue: a way down to it, with what it holds. */}
        <a href={`#${formId}-summary`} className="mb-4 inline-flex min-h-11 items-center text-sm font-medium text-cocoa underline-offset-4 hover:underline lg:hidden">
          {t('form.jump', { count: lines.length })}
        </a>
        <CataloguePicker products={options.products} onAdd={editor.addLine} />
      </div>

      <div id={`${formId}-summary`} className="grid scroll-mt-28 grid-cols-[minmax(0,1fr)] gap-6 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:pb-2">
        <p className="sr-only" aria-live="polite">
          {editor.announcement}
        </p>
        {review && (
          <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">{t('review.title')}</p>
            <p className="mt-1">{messageText(review.message)}</p>
          </div>
        )}
        <OrderSummary lines={lines} products={editor.productsById} lineErrors={editor.lineErrors} minimum={editor.minimum} approvedAccount={options.approvedAccount} onQuantity={editor.changeQuantity} />
        <DraftForm formId={formId} field={editor.field} detailsRef={editor.details} empty={lines.length === 0} online={online} submitting={editor.submitting} onSubmit={editor.submit} />
      </div>
    </div>
  )
}

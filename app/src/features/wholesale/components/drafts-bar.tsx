// The drafts on this device (one per buyer at a trade fair): which one is open, each one's
// company, lines and last change; switch with one tap, start a new one, delete with confirmation.
// Everything is saved as it is typed: there is no save button.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { PlusIcon, TrashIcon } from '#app/components/ui/icons'
import { formatDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { WholesaleOrderRow } from '#app/lib/wholesale-orders'

export type DraftsBarProps = {
  drafts: WholesaleOrderRow[]
  currentId: string
  onSwitch: (id: string) => void
  onNew: () => void
  onDelete: (id: string) => Promise<void>
}

export function DraftsBar({ drafts, currentId, onSwitch, onNew, onDelete }: DraftsBarProps) {
  const { t } = useTranslation('wholesale')
  const { lang } = useLang()
  const [deleting, setDeleting] = useState<WholesaleOrderRow>()
  const nameOf = (draft: WholesaleOrderRow) => draft.fields.companyName.trim() || t('drafts.untitled')
  const changed = (ms: number) => formatDate(new Date(ms).toISOString(), lang, { dateStyle: 'medium', timeStyle: 'short' })

  return (
    <section aria-labelledby="drafts-title" className="rounded-3xl border border-sand/70 bg-white/70 p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="drafts-title" className="text-lg font-medium text-ink">
            {t('drafts.title')}
          </h2>
          <p className="text-xs text-muted">{t('drafts.autosave')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onNew}>
          <PlusIcon width={16} height={16} />
          {t('drafts.new')}
        </Button>
      </div>
      {drafts.length > 0 && (
        <ul className="-mx-1 mt-3 flex gap-2 overflow-x-auto px-1 pb-1" data-testid="drafts-list">
          {drafts.map((draft) => {
            const current = draft.id === currentId
            return (
              <li key={draft.id} className={cn('flex shrink-0 items-stretch rounded-2xl border', current ? 'border-cocoa bg-cream' : 'border-sand bg-white')}>
                <button
                  type="button"
                  onClick={() => onSwitch(draft.id)}
                  aria-current={current || undefined}
                  className="max-w-56 px-3 py-2 text-left"
                >
                  <span className="block truncate text-sm font-medium text-ink">{nameOf(draft)}</span>
                  <span className="block text-xs text-muted">
                    {t('drafts.lines', { count: draft.lines.length })} · {changed(draft.updatedAt)}
                  </span>
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(draft)}
                  aria-label={t('drafts.delete', { name: nameOf(draft) })}
                  className="grid w-10 place-items-center rounded-r-2xl text-muted hover:bg-sand/60 hover:text-ink"
                >
                  <TrashIcon width={16} height={16} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('drafts.deleteTitle')}
        message={deleting ? t('drafts.deleteMessage', { name: nameOf(deleting), count: deleting.lines.length }) : ''}
        confirmLabel={t('drafts.deleteConfirm')}
        destructive
        onConfirm={async () => {
          if (deleting) await onDelete(deleting.id)
        }}
      />
    </section>
  )
}

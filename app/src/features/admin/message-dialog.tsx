// One contact message in the back office (decision 038), opened from the Messages list: who wrote,
// in which language and when, the whole text, its status (three buttons, the current one pressed),
// and Reply, which opens the staff member's mail app addressed to the customer with "Re: subject".
import { useTranslation } from 'react-i18next'
import { Dialog } from '#app/components/ui/dialog'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { buttonClasses } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { formatDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminMessagesApi, CONTACT_MESSAGE_STATUSES, type ContactMessageDetail } from '#shared/contracts/admin-messages'
import { Facts, Section } from './detail-section'
import { languageName } from './language-name'
import { mailReplyLink } from './mail-reply'
import { useMessageStatus } from './use-messages'

export function MessageDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const detail = useApiQuery(adminMessagesApi.detail, { params: { id } })
  const message = detail.data?.id === id ? detail.data : undefined
  const reload = () => {
    detail.reload()
    onChanged()
  }
  const status = useMessageStatus(message, reload)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={message ? message.subject : t('messages.dialog.loading')}
      // Read out when it opens; on screen the facts below say the same.
      hideDescription
      description={message ? t('messages.dialog.description', { name: message.name, date: formatDate(message.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) }) : undefined}
      footer={
        message && (
          <a href={mailReplyLink(message.email, message.subject)} aria-label={t('messages.dialog.replyLabel', { email: message.email })} className={buttonClasses()}>
            {t('messages.dialog.reply')}
          </a>
        )
      }
    >
      {message ? (
        <MessageBody message={message} saving={status.saving} onStatus={(next) => void status.change(next)} />
      ) : detail.status === 'error' ? (
        <ErrorState message={t('messages.dialog.fetchFailed')} onRetry={detail.reload} />
      ) : (
        <LoadingState label={t('messages.dialog.loading')} />
      )}
    </Dialog>
  )
}

function MessageBody({ message, saving, onStatus }: { message: ContactMessageDetail; saving: boolean; onStatus: (status: ContactMessageDetail['status']) => void }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  return (
    <div className="grid gap-5">
      <Section title={t('messages.columns.from')}>
        <Facts
          rows={[
            [t('messages.dialog.sender'), message.name],
            [t('messages.dialog.email'), message.email],
            [t('messages.dialog.language'), languageName(message.language, lang)],
            [t('messages.dialog.received'), formatDate(message.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })],
          ]}
        />
      </Section>
      <Section title={t('messages.dialog.message')}>
        <p lang={message.language} className="whitespace-pre-wrap break-words text-sm leading-relaxed text-ink">
          {message.message}
        </p>
        <p className="mt-3 text-xs text-muted">{t('messages.dialog.replyHint')}</p>
      </Section>
      <Section title={t('messages.dialog.status')}>
        <div role="group" aria-label={t('messages.dialog.status')} aria-busy={saving || undefined} className="flex flex-wrap items-center gap-2">
          {CONTACT_MESSAGE_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={message.status === s}
              disabled={saving}
              onClick={() => onStatus(s)}
              className={cn(
                'inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                message.status === s ? 'border-ink bg-ink text-cream' : 'border-sand bg-white text-ink hover:border-ink',
              )}
            >
              {t(`messages.statuses.${s}`)}
            </button>
          ))}
        </div>
      </Section>
    </div>
  )
}

// The operations screen's two lists: the failed emails, each with a Retry button, and the API's
// last 50 crashes with their request ids (copyable, to find the request's log lines) and stacks.
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type Column } from '#app/components/data/data-table'
import { Button } from '#app/components/ui/button'
import { formatDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { ApiQuery } from '#app/lib/use-api-query'
import type { CallOutput } from '#shared/contracts/contract'
import type { adminEmailOutboxApi } from '#shared/contracts/admin-email-outbox'
import type { ServerError } from '#shared/contracts/admin-operations'
import { OperationsSection } from './operations-health'
import { EmailAddress } from '#app/components/ui/email-address'

type OutboxEmail = CallOutput<typeof adminEmailOutboxApi.retry>

const when = (iso: string, lang: Parameters<typeof formatDate>[1]) => <time dateTime={iso}>{formatDate(iso, lang, { dateStyle: 'medium', timeStyle: 'medium' })}</time>

type FailedEmailsProps = {
  emails: OutboxEmail[] | undefined
  query: ApiQuery<unknown>
  retrying: string | null
  onRetry: (id: string) => Promise<void>
}

export function FailedEmails({ emails, query, retrying, onRetry }: FailedEmailsProps) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  // A retried email leaves the list with its button: the focus goes to the list's heading, not to the page's start.
  const heading = useRef<HTMLHeadingElement>(null)
  const retry = (id: string) => void onRetry(id).then(() => heading.current?.focus())
  const columns: Column<OutboxEmail>[] = [
    { key: 'subject', header: t('operations.emails.columns.subject'), primary: true, cell: (e) => <span className="break-words">{e.subject}</span> },
    { key: 'to', header: t('operations.emails.columns.to'), cell: (e) => <EmailAddress email={e.to} /> },
    { key: 'queued', header: t('operations.emails.columns.queued'), className: 'whitespace-nowrap', cell: (e) => when(e.createdAt, lang) },
    { key: 'error', header: t('operations.emails.columns.error'), cell: (e) => <span className="text-xs break-words">{e.lastError ?? t('common.notAvailable')}</span> },
    { key: 'attempts', header: t('operations.emails.columns.attempts'), cell: (e) => e.attempts },
    {
      key: 'actions',
      header: t('operations.emails.columns.actions'),
      actions: true,
      cell: (e) => (
        <Button variant="secondary" size="sm" className="max-md:h-11" disabled={retrying !== null} onClick={() => retry(e.id)} aria-label={t('operations.emails.retryEmail', { subject: e.subject, to: e.to })}>
          {retrying === e.id ? t('operations.emails.retrying') : t('operations.emails.retry')}
        </Button>
      ),
    },
  ]
  return (
    <OperationsSection id="failed-emails" title={t('operations.emails.title')} headingRef={heading}>
      <DataTable
        caption={t('operations.emails.title')}
        columns={columns}
        rows={emails}
        rowKey={(e) => e.id}
        status={query.status}
        loadingText={t('operations.emails.loading')}
        errorText={t('operations.emails.fetchFailed')}
        onRetry={query.reload}
        emptyText={t('operations.emails.empty')}
      />
    </OperationsSection>
  )
}

export function ServerErrors({ query }: { query: ApiQuery<{ items: ServerError[] }> }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const columns: Column<ServerError>[] = [
    { key: 'when', header: t('operations.errors.columns.when'), primary: true, className: 'whitespace-nowrap', cell: (e) => when(e.occurredAt, lang) },
    { key: 'requestId', header: t('operations.errors.columns.requestId'), cell: (e) => <RequestId id={e.requestId} /> },
    {
      key: 'route',
      header: t('operations.errors.columns.route'),
      cell: (e) => (
        <code className="text-xs break-words">
          {e.method} {e.route ?? t('common.notAvailable')}
        </code>
      ),
    },
    {
      key: 'error',
      header: t('operations.errors.columns.error'),
      cell: (e) => (
        <div className="min-w-0">
          <p className="text-xs break-words whitespace-pre-line">
            <strong className="font-medium">{e.name}</strong>: {e.message}
          </p>
          {e.userId && <p className="mt-1 text-xs text-muted">{t('operations.errors.signedIn', { id: e.userId })}</p>}
          {e.stack && (
            <details className="mt-1">
              <summary className="cursor-pointer py-2 text-xs text-cocoa">{t('operations.errors.stack')}</summary>
              <pre className="max-h-60 overflow-auto rounded-xl bg-cream p-2 text-[11px] leading-snug">{e.stack}</pre>
            </details>
          )}
        </div>
      ),
    },
  ]
  return (
    <OperationsSection id="server-errors" title={t('operations.errors.title')}>
      <p className="-mt-2 text-sm text-muted">{t('operations.errors.subtitle')}</p>
      <DataTable
        caption={t('operations.errors.title')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(e) => String(e.id)}
        status={query.status}
        loadingText={t('operations.errors.loading')}
        errorText={t('operations.errors.fetchFailed')}
        onRetry={query.reload}
        emptyText={t('operations.errors.empty')}
      />
    </OperationsSection>
  )
}

/** A request id to quote or search the logs for, with a button that copies it. */
function RequestId({ id }: { id: string }) {
  const { t } = useTranslation('admin')
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id)
      setCopied(true)
      setTimeout(() => setCopied(false), 2500)
    } catch {
      // No clipboard (insecure context, refused permission): the id stays on screen to select.
    }
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <code className="select-all text-xs break-all">{id}</code>
      <Button variant="ghost" size="sm" className="max-md:h-11" onClick={copy} aria-label={t('operations.errors.copyId', { id })}>
        {copied ? t('operations.errors.copied') : t('operations.errors.copy')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('operations.errors.copied') : ''}
      </span>
    </span>
  )
}

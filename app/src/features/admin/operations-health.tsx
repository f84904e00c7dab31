// The health report on the operations screen (decision 029): the build, the database, the email
// backlog, the figures that need a look (orders holding stock, payments processing, disputes,
// uploads without a product) as cards, and each scheduled job's last run in a list.
import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type Column } from '#app/components/data/data-table'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { cn } from '#app/components/ui/cn'
import { formatDate, formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { ApiQuery } from '#app/lib/use-api-query'
import type { CallOutput } from '#shared/contracts/contract'
import type { adminHealthApi } from '#shared/contracts/admin-health'

type Report = CallOutput<typeof adminHealthApi.report>
type JobRun = Report['jobs'][number]

export function HealthReport({ health }: { health: ApiQuery<Report> }) {
  const { t } = useTranslation('admin')
  const report = health.data
  return (
    <OperationsSection id="health" title={t('operations.health.title')}>
      {!report ? (
        health.status === 'error' ? (
          <ErrorState message={t('operations.health.fetchFailed')} onRetry={health.reload} requestId={health.error?.requestId} />
        ) : (
          <LoadingState label={t('operations.health.loading')} />
        )
      ) : (
        <>
          <HealthFigures report={report} />
          <JobRuns jobs={report.jobs} />
        </>
      )}
    </OperationsSection>
  )
}

/** A part of the operations screen: its heading (h2, which `headingRef` can move the focus to) and its content. */
export function OperationsSection({ id, title, headingRef, children }: { id: string; title: string; headingRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="font-serif text-2xl text-ink outline-none">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Figure({ label, value, hint, warn = false }: { label: string; value: ReactNode; hint?: string; warn?: boolean }) {
  return (
    <div className={cn('min-w-0 rounded-3xl border bg-white p-4 shadow-sm', warn ? 'border-red-300' : 'border-sand/70')}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={cn('mt-1 font-serif text-2xl break-words', warn ? 'text-red-800' : 'text-ink')}>{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted">{hint}</dd>}
    </div>
  )
}

function HealthFigures({ report }: { report: Report }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const n = (value: number) => formatNumber(value, lang)
  const { build, database, email, orders, uploads } = report
  const waited = email.oldestWaitingSeconds
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      <Figure
        label={t('operations.health.version')}
        value={build.version}
        hint={build.builtAt ? t('operations.health.builtAt', { when: formatDate(build.builtAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) }) : t('operations.health.fromSource')}
      />
      <Figure label={t('operations.health.roundTrip')} value={t('operations.health.milliseconds', { ms: n(database.roundTripMs) })} />
      <Figure
        label={t('operations.health.migrations')}
        value={t('operations.health.migrationsValue', { applied: n(database.migrationsApplied), known: n(database.migrationsKnown) })}
        hint={database.migrationsApplied < database.migrationsKnown ? t('operations.health.migrationsBehind') : undefined}
        warn={database.migrationsApplied < database.migrationsKnown}
      />
      <Figure
        label={t('operations.health.emailsWaiting')}
        value={n(email.pending)}
        hint={waited === null ? t(`operations.health.transport.${email.transport}`) : waitedText(t, waited)}
      />
      <Figure label={t('operations.health.emailsFailed')} value={n(email.failed)} warn={email.failed > 0} />
      <Figure label={t('operations.health.unpaid')} value={n(orders.unpaid)} hint={t('operations.health.unitsHeld', { count: orders.unitsHeld })} />
      <Figure label={t('operations.health.paymentsProcessing')} value={n(orders.paymentsProcessing)} />
      <Figure label={t('operations.health.openDisputes')} value={n(orders.openDisputes)} warn={orders.openDisputes > 0} />
      <Figure
        label={t('operations.health.uploadsWithoutProduct')}
        value={uploads.withoutProduct === null ? t('common.notAvailable') : n(uploads.withoutProduct)}
        hint={uploads.withoutProduct === null ? t('operations.health.notCounted') : undefined}
      />
    </dl>
  )
}

/** How long the oldest email has waited: minutes under an hour, else hours. */
function waitedText(t: (key: string, options: { count: number }) => string, seconds: number) {
  return seconds < 3600 ? t('operations.health.waitedMinutes', { count: Math.floor(seconds / 60) }) : t('operations.health.waitedHours', { count: Math.floor(seconds / 3600) })
}

function JobRuns({ jobs }: { jobs: JobRun[] }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const columns: Column<JobRun>[] = [
    { key: 'job', header: t('operations.jobs.columns.job'), primary: true, cell: (job) => t(`operations.jobs.names.${job.name}`, { defaultValue: job.name }) },
    {
      key: 'lastRun',
      header: t('operations.jobs.columns.lastRun'),
      className: 'whitespace-nowrap',
      cell: (job) => (job.lastStartedAt ? <time dateTime={job.lastStartedAt}>{formatDate(job.lastStartedAt, lang, { dateStyle: 'medium', timeStyle: 'medium' })}</time> : t('operations.jobs.never')),
    },
    {
      key: 'outcome',
      header: t('operations.jobs.columns.outcome'),
      cell: (job) =>
        job.ok === null ? (
          t('common.notAvailable')
        ) : job.ok ? (
          <span className="text-emerald-800">{t('operations.jobs.ok')}</span>
        ) : (
          <span className="text-red-800">
            {t('operations.jobs.failed')}
            {job.error && <span className="block text-xs break-words">{job.error}</span>}
          </span>
        ),
    },
    {
      key: 'result',
      header: t('operations.jobs.columns.result'),
      cell: (job) => {
        const did = Object.entries(job.result ?? {}).filter(([, count]) => count > 0)
        if (did.length === 0) return <span className="text-muted">{job.ok ? t('operations.jobs.nothing') : t('common.notAvailable')}</span>
        return <span className="text-xs">{did.map(([what, count]) => `${t(`operations.jobs.counts.${what}`, { defaultValue: what })}: ${formatNumber(count, lang)}`).join(', ')}</span>
      },
    },
  ]
  return <DataTable caption={t('operations.jobs.caption')} columns={columns} rows={jobs} rowKey={(job) => job.name} status="ready" emptyText={t('operations.jobs.never')} />
}

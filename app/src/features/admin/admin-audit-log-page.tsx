// Audit Log (decision 017; admins only, as the server): who changed what, on which record, and when,
// with each change as "field: before → after", filtered by action and by person.
import { useTranslation } from 'react-i18next'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { useListParams } from '#app/components/data/use-list-params'
import { useCurrentUser } from '#app/lib/auth/current-user'
import { formatDate, formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminAuditLogApi, type AuditEntry } from '#shared/contracts/admin-audit-log'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { AdminsOnly } from './admins-only'
import { changedFields } from './audit-change'
import { orderReference } from '#shared/schemas/orders'

/** A value the change list holds as JSON (an object or a list), or undefined for plain text. */
function parsed<T>(value: string): T | undefined {
  try {
    return JSON.parse(value) as T
  } catch {
    return undefined
  }
}

export function AdminAuditLogPage() {
  const { t } = useTranslation('admin')
  const { user } = useCurrentUser()
  if (user?.role !== 'admin') return <AdminsOnly title={t('pages.auditLog')} />
  return <AuditLog />
}

function AuditLog() {
  const { t } = useTranslation('admin')
  const { t: status } = useTranslation('status')
  const { lang } = useLang()
  const list = useListParams({ action: '', userId: '' })
  const log = useApiQuery(adminAuditLogApi.list, {
    query: { action: list.values.action || undefined, userId: list.values.userId || undefined, page: list.page },
  })
  const actionLabel = (action: string) => t(`audit.actions.${action}`, { defaultValue: action })
  /**
   * Statuses, roles, yes and no, a code's kind, audience and scope, an offer's audience, dates, a
   * shipment, refund destinations, amounts and a return's inspected lines read in the page's language; other
   * values (names, numbers, ids, a reason as staff wrote it) as stored.
   */
  const valueText = (entry: AuditEntry, field: string, value: string | null) => {
    if (value === null) return t('audit.none')
    if (field === 'status' && entry.targetType === 'order') return status(`order.${value}`, { defaultValue: value })
    if (field === 'status' && entry.targetType === 'contact_message') return t(`messages.statuses.${value}`, { defaultValue: value })
    if (field === 'status' && entry.targetType === 'return_case') return t(`returns.statuses.${value}`, { defaultValue: value })
    if (field === 'role') return status(`role.${value}`, { defaultValue: value })
    if (value === 'true' || value === 'false') return t(value === 'true' ? 'audit.values.yes' : 'audit.values.no')
    if (entry.targetType === 'discount_code' && (field === 'kind' || field === 'audience' || field === 'scope')) {
      return t(`discounts.${field === 'kind' ? 'kinds' : field === 'audience' ? 'audiences' : 'scopes'}.${value}`, { defaultValue: value })
    }
    if (field === 'targetRole') return t(`offers.audiences.${value}`, { defaultValue: value })
    // A stored date or time, as the page writes them.
    if (/^\d{4}-\d{2}-\d{2}(T|$)/.test(value)) return formatDate(value, lang, value.length > 10 ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' })
    if (field === 'to') return t(`audit.values.to.${value}`, { defaultValue: value })
    if (field === 'by' && value === 'payment provider') return t('audit.values.paymentProvider')
    if (field === 'amountCents' || field === 'creditIssuedCents') return formatMoney(Number(value), lang)
    const refunded = field === 'refund' ? parsed<{ amountCents?: number }>(value) : undefined
    if (typeof refunded?.amountCents === 'number') return formatMoney(refunded.amountCents, lang)
    const shipment = field === 'shipment' ? parsed<{ carrier?: string; trackingNumber?: string; estimatedDelivery?: string | null }>(value) : undefined
    if (shipment && typeof shipment === 'object') {
      const expected = shipment.estimatedDelivery ? formatDate(shipment.estimatedDelivery, lang) : undefined
      return [shipment.carrier, shipment.trackingNumber, expected && t('audit.values.expected', { date: expected })].filter(Boolean).join(' · ')
    }
    const lines = field === 'lines' ? parsed<{ condition?: string; quantity?: number }[]>(value) : undefined
    if (Array.isArray(lines)) {
      // An inspection's lines say what arrived; a refund's how many units it took.
      if (lines.length > 0 && lines.every((l) => l.condition)) return lines.map((l) => t(`returns.conditions.${l.condition}`, { defaultValue: l.condition })).join(', ')
      return t('audit.values.units', { count: lines.reduce((sum, l) => sum + (l.quantity ?? 0), 0) })
    }
    return value
  }

  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: t('audit.columns.when'),
      className: 'whitespace-nowrap',
      cell: (e) => <time dateTime={e.createdAt}>{formatDate(e.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}</time>,
    },
    {
      key: 'who',
      header: t('audit.columns.who'),
      cell: (e) => (e.user ? (e.user.deleted ? t('audit.deletedUser', { name: e.user.name }) : e.user.name) : t('audit.unknownUser')),
    },
    { key: 'action', header: t('audit.columns.action'), primary: true, cell: (e) => actionLabel(e.action) },
    {
      key: 'record',
      header: t('audit.columns.record'),
      cell: (e) => (
        <span>
          {t(`audit.targets.${e.targetType}`, { defaultValue: e.targetType })}
          {e.targetId && <code className="ml-1 text-xs text-muted">{e.targetType === 'order' ? orderReference(e.targetId) : e.targetId.slice(0, 8)}</code>}
        </span>
      ),
    },
    {
      key: 'change',
      header: t('audit.columns.change'),
      cell: (e) => {
        const changes = changedFields(e.before, e.after)
        if (changes.length === 0) return t('audit.none')
        return (
          <ul className="grid gap-0.5 text-xs">
            {changes.map((c) => (
              <li key={c.field}>
                <span className="text-muted">{t('audit.fieldLabel', { field: t(`audit.fields.${c.field}`, { defaultValue: c.field }) })}</span> {valueText(e, c.field, c.before)} →{' '}
                {valueText(e, c.field, c.after)}
              </li>
            ))}
          </ul>
        )
      },
    },
  ]

  return (
    <AdminScreen title={t('pages.auditLog')} subtitle={t('audit.subtitle')}>
      <FilterBar>
        <FilterSelect
          label={t('audit.actionFilter')}
          value={list.values.action}
          onChange={(action) => list.set({ action })}
          options={[{ value: '', label: t('audit.allActions') }, ...(log.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }))]}
        />
        <FilterSelect
          label={t('audit.userFilter')}
          value={list.values.userId}
          onChange={(userId) => list.set({ userId })}
          options={[{ value: '', label: t('common.anyone') }, ...(log.data?.actors ?? []).map((a) => ({ value: a.id, label: a.deleted ? t('audit.deletedUser', { name: a.name }) : a.name }))]}
        />
      </FilterBar>
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        rows={log.data?.items}
        rowKey={(e) => e.id}
        status={log.status}
        loadingText={t('audit.loading')}
        errorText={t('audit.fetchFailed')}
        onRetry={log.reload}
        emptyText={t('audit.empty')}
      />
      {log.data && <Pagination page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} onPage={list.setPage} />}
    </AdminScreen>
  )
}

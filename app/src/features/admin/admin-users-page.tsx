// User Management (admins only, as the server): search, role filter and count, each
// user with role badge, name, joined date, a role selector and delete (never one's own), and
// 'Add User'; a customer or wholesale account's store credit (decision 035) opens from its row.
// Staff reach the screen only by typing its address and are told it is for admins.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type Column } from '#app/components/data/data-table'
import { FilterBar, FilterSelect, SearchBox } from '#app/components/data/filter-bar'
import { Pagination } from '#app/components/data/pagination'
import { useListParams } from '#app/components/data/use-list-params'
import { Button } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { RecordStatus } from '#app/components/ui/status-badge'
import { callApi } from '#app/lib/api-client'
import { useCurrentUser } from '#app/lib/auth/current-user'
import { formatShortDate } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminUsersApi } from '#shared/contracts/admin-users'
import { ROLES, type PublicUser, type Role } from '#shared/schemas/auth'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { AdminsOnly } from './admins-only'
import { CreateUserDialog } from './create-user-dialog'
import { StoreCreditDialog } from './store-credit-dialog'
import { useAdminAction } from './use-admin-action'
import { EmailAddress } from '#app/components/ui/email-address'
import { HOLDS_CREDIT } from './use-customer-credit'

export function AdminUsersPage() {
  const { t } = useTranslation('admin')
  const { user } = useCurrentUser()
  if (user?.role !== 'admin') return <AdminsOnly title={t('pages.users')} />
  return <UserManagement selfId={user.id} />
}

function UserManagement({ selfId }: { selfId: string }) {
  const { t } = useTranslation('admin')
  const { t: status } = useTranslation('status')
  const { lang } = useLang()
  const act = useAdminAction()
  const list = useListParams({ role: 'all', search: '' })
  const users = useApiQuery(adminUsersApi.list, {
    query: { role: list.values.role as Role | 'all', search: list.values.search || undefined, page: list.page },
  })
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<PublicUser | null>(null)
  const [changing, setChanging] = useState<string | null>(null)
  /** A role chosen in a row's selector, asked about before it is changed (the selector keeps the stored role meanwhile). */
  const [roleChange, setRoleChange] = useState<{ user: PublicUser; role: Role } | null>(null)
  const [crediting, setCrediting] = useState<PublicUser | null>(null)

  const changeRole = async (target: PublicUser, role: Role) => {
    setChanging(target.id)
    try {
      await act(() => callApi(adminUsersApi.changeRole, { params: { id: target.id }, body: { role } }), {
        success: t('users.roleUpdated'),
        failure: t('users.roleFailed'),
      })
      users.reload()
    } catch {
      // Told in the toast; the selector still shows the stored role.
    } finally {
      setChanging(null)
    }
  }
  const remove = async (target: PublicUser) => {
    await act(() => callApi(adminUsersApi.remove, { params: { id: target.id } }), { success: t('users.deleted'), failure: t('users.deleteFailed') })
    users.reload()
  }

  /** Delete, never one's own account. */
  const deleteButton = (u: PublicUser) =>
    u.id === selfId ? (
      <span className="inline-flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled aria-describedby={`self-${u.id}`}>
          {t('users.delete')}
        </Button>
        <span id={`self-${u.id}`} className="text-xs text-muted">
          {t('users.cannotDeleteSelf')}
        </span>
      </span>
    ) : (
      <Button variant="secondary" size="sm" onClick={() => setDeleting(u)} aria-label={t('users.deleteUser', { email: u.email })}>
        {t('users.delete')}
      </Button>
    )

  const columns: Column<PublicUser>[] = [
    { key: 'email', header: t('users.columns.email'), primary: true, cell: (u) => <EmailAddress email={u.email} /> },
    { key: 'role', header: t('users.columns.role'), cell: (u) => <RecordStatus kind="role" value={u.role} /> },
    { key: 'name', header: t('users.columns.name'), cell: (u) => `${u.firstName} ${u.lastName}`.trim() || t('common.notAvailable') },
    { key: 'joined', header: t('users.columns.joined'), cell: (u) => (u.createdAt ? formatShortDate(u.createdAt, lang) : t('common.notAvailable')), className: 'whitespace-nowrap' },
    {
      key: 'changeRole',
      header: t('users.columns.changeRole'),
      cell: (u) => (
        <select
          aria-label={t('users.roleOf', { email: u.email })}
          title={u.id === selfId ? t('users.ownRole') : undefined}
          value={u.role}
          disabled={u.id === selfId || changing === u.id}
          onChange={(e) => setRoleChange({ user: u, role: e.target.value as Role })}
          className="rounded-xl border border-sand bg-white px-3 py-1.5 text-sm text-ink disabled:opacity-60"
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {status(`role.${r}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'actions',
      header: t('users.columns.actions'),
      actions: true,
      cell: (u) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2">
          {HOLDS_CREDIT.includes(u.role) && (
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-label={t('storeCredit.openFor', { email: u.email })}
              onClick={() => setCrediting(u)}
            >
              {t('storeCredit.open')}
            </Button>
          )}
          {deleteButton(u)}
        </span>
      ),
    },
  ]


  const total = users.data?.total
  return (
    <AdminScreen
      title={t('pages.users')}
      subtitle={
        <>
          {t('users.subtitle')}
          {total !== undefined && <> · {t('users.count', { count: total })}</>}
        </>
      }
      actions={<Button onClick={() => setCreating(true)}>{t('users.add')}</Button>}
    >
      <FilterBar>
        <SearchBox label={t('users.searchLabel')} placeholder={t('users.search')} value={list.values.search} onSearch={(search) => list.set({ search })} />
        <FilterSelect
          label={t('users.roleFilter')}
          value={list.values.role}
          onChange={(role) => list.set({ role })}
          options={[{ value: 'all', label: t('users.allRoles') }, ...ROLES.map((r) => ({ value: r, label: status(`role.${r}`) }))]}
        />
      </FilterBar>
      <DataTable
        caption={t('users.caption')}
        columns={columns}
        rows={users.data?.items}
        rowKey={(u) => u.id}
        status={users.status}
        loadingText={t('users.loading')}
        errorText={t('users.fetchFailed')}
        onRetry={users.reload}
        emptyText={t('users.empty')}
      />
      {users.data && <Pagination page={users.data.page} pageSize={users.data.pageSize} total={users.data.total} onPage={list.setPage} />}
      {creating && <CreateUserDialog onClose={() => setCreating(false)} onCreated={users.reload} />}
      {crediting && (
        <StoreCreditDialog
          userId={crediting.id}
          name={`${crediting.firstName} ${crediting.lastName}`.trim() || crediting.email}
          onClose={() => setCrediting(null)}
        />
      )}
      <ConfirmDialog
        open={roleChange !== null}
        onOpenChange={(open) => !open && setRoleChange(null)}
        title={t('users.roleChangeTitle')}
        message={roleChange ? t('users.roleChangeConfirm', { email: roleChange.user.email, from: status(`role.${roleChange.user.role}`), to: status(`role.${roleChange.role}`) }) : ''}
        confirmLabel={t('users.roleChangeConfirmLabel')}
        onConfirm={() => changeRole(roleChange!.user, roleChange!.role)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('users.deleteTitle')}
        message={t('users.deleteConfirm')}
        confirmLabel={t('users.delete')}
        busyLabel={t('users.deleting')}
        destructive
        onConfirm={() => remove(deleting!)}
      />
    </AdminScreen>
  )
}

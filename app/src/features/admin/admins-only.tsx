// What an admin-only screen shows staff (the frame itself is #app/components/ui/admin-screen).
import { useTranslation } from 'react-i18next'
import { AdminScreen } from '#app/components/ui/admin-screen'

/** What an admin-only screen shows staff: the server refuses them the data anyway. */
export function AdminsOnly({ title }: { title: string }) {
  const { t } = useTranslation('admin')
  return (
    <AdminScreen title={title}>
      <p role="status" className="rounded-3xl border border-sand bg-white p-6 text-muted">
        {t('common.adminsOnly')}
      </p>
    </AdminScreen>
  )
}

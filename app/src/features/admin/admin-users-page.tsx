import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function AdminUsersPage() {
  return <PlaceholderPage titleKey="pages.adminUsers" />
}

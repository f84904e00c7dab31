import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function AdminUsersPage() {
  return <PlaceholderPage ns="admin" titleKey="pages.users" />
}

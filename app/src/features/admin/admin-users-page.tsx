import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function AdminUsersPage() {
  return <PlaceholderPage titleKey="pages.adminUsers" />
}

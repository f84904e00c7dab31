import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function AdminInventoryPage() {
  return <PlaceholderPage ns="admin" titleKey="pages.inventory" />
}

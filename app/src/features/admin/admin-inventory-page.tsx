import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function AdminInventoryPage() {
  return <PlaceholderPage titleKey="pages.adminInventory" />
}

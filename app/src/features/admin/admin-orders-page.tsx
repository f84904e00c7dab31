import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function AdminOrdersPage() {
  return <PlaceholderPage titleKey="pages.adminOrders" />
}

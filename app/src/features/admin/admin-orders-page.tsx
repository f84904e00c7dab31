import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function AdminOrdersPage() {
  return <PlaceholderPage ns="admin" titleKey="pages.orders" />
}

import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function OrdersPage() {
  return <PlaceholderPage ns="dashboard" titleKey="pages.orders" />
}

import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function AdminOrdersPage() {
  return <PlaceholderPage titleKey="pages.adminOrders" />
}

import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function OrderConfirmationPage() {
  return <PlaceholderPage titleKey="pages.orderConfirmation" />
}

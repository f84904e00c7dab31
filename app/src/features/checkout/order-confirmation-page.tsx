import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function OrderConfirmationPage() {
  return <PlaceholderPage titleKey="pages.orderConfirmation" />
}

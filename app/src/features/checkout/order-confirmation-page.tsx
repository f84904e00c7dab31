import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function OrderConfirmationPage() {
  return <PlaceholderPage ns="checkout" titleKey="pages.orderConfirmation" />
}

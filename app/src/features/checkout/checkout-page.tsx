import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function CheckoutPage() {
  return <PlaceholderPage ns="checkout" titleKey="pages.checkout" />
}

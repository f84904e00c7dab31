import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function CheckoutPage() {
  return <PlaceholderPage titleKey="pages.checkout" />
}

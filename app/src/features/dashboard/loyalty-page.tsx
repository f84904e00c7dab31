import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function LoyaltyPage() {
  return <PlaceholderPage ns="dashboard" titleKey="pages.loyalty" />
}

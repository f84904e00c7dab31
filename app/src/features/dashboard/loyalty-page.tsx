import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function LoyaltyPage() {
  return <PlaceholderPage titleKey="pages.loyalty" />
}

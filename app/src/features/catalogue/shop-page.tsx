import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function ShopPage() {
  return <PlaceholderPage titleKey="pages.shop" />
}

import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function ProductPage() {
  return <PlaceholderPage titleKey="pages.product" />
}

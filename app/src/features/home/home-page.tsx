import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function HomePage() {
  return <PlaceholderPage titleKey="pages.home" />
}

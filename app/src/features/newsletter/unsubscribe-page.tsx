import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function UnsubscribePage() {
  return <PlaceholderPage titleKey="pages.unsubscribe" />
}

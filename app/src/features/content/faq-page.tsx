import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function FaqPage() {
  return <PlaceholderPage titleKey="pages.faq" />
}

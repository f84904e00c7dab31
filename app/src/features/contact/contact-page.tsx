import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function ContactPage() {
  return <PlaceholderPage titleKey="pages.contact" />
}

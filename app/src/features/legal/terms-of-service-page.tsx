import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function TermsOfServicePage() {
  return <PlaceholderPage titleKey="pages.termsOfService" />
}

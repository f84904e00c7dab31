import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function PrivacyPolicyPage() {
  return <PlaceholderPage titleKey="pages.privacyPolicy" />
}

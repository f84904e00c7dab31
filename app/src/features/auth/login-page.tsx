import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function LoginPage() {
  return <PlaceholderPage titleKey="pages.login" />
}

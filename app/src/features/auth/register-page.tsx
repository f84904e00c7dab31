import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function RegisterPage() {
  return <PlaceholderPage titleKey="pages.register" />
}

import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function ForgotPasswordPage() {
  return <PlaceholderPage titleKey="pages.forgotPassword" />
}

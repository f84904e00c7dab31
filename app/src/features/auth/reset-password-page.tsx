import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function ResetPasswordPage() {
  return <PlaceholderPage titleKey="pages.resetPassword" />
}

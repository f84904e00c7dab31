import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function ProfilePage() {
  return <PlaceholderPage ns="dashboard" titleKey="pages.profile" />
}

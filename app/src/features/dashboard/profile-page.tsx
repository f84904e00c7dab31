import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function ProfilePage() {
  return <PlaceholderPage titleKey="pages.profile" />
}

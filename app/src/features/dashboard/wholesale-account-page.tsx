import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function WholesaleAccountPage() {
  return <PlaceholderPage ns="dashboard" titleKey="pages.wholesaleAccount" />
}

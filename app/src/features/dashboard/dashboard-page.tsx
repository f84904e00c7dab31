import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function DashboardPage() {
  return <PlaceholderPage ns="dashboard" titleKey="pages.dashboard" />
}

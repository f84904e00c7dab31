import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function AdminWholesalePage() {
  return <PlaceholderPage ns="admin" titleKey="pages.wholesale" />
}

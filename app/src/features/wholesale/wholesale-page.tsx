import { PlaceholderPage } from '#app/components/ui/placeholder-page'

export function WholesalePage() {
  return <PlaceholderPage titleKey="pages.wholesale" />
}

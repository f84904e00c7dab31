import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function WholesalePage() {
  return <PlaceholderPage titleKey="pages.wholesale" />
}

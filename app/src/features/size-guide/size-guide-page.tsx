import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function SizeGuidePage() {
  return <PlaceholderPage titleKey="pages.sizeGuide" />
}

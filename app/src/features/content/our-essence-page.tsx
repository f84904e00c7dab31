import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function OurEssencePage() {
  return <PlaceholderPage titleKey="pages.ourEssence" />
}

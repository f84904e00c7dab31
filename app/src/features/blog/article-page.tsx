import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function ArticlePage() {
  return <PlaceholderPage titleKey="pages.article" />
}

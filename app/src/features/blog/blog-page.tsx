import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function BlogPage() {
  return <PlaceholderPage titleKey="pages.blog" />
}

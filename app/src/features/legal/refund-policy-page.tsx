import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function RefundPolicyPage() {
  return <PlaceholderPage titleKey="pages.refundPolicy" />
}

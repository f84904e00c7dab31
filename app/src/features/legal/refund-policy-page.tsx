import { LegalPage } from './legal-document'
import { refundPolicy } from './refund-policy.content'

export function RefundPolicyPage() {
  return <LegalPage document={refundPolicy} />
}

import { LegalPage } from './legal-document'
import { privacyPolicy } from './privacy-policy.content'

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />
}

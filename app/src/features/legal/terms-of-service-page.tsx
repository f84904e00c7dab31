import { LegalPage } from './legal-document'
import { termsOfService } from './terms-of-service.content'

export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />
}

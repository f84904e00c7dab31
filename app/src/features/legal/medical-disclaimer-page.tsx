import { LegalPage } from './legal-document'
import { medicalDisclaimer } from './medical-disclaimer.content'

export function MedicalDisclaimerPage() {
  return <LegalPage document={medicalDisclaimer} dateLabel="effective" />
}

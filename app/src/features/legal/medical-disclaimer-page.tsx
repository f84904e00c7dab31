import { PlaceholderPage } from '../../components/ui/placeholder-page'

export function MedicalDisclaimerPage() {
  return <PlaceholderPage titleKey="pages.medicalDisclaimer" />
}

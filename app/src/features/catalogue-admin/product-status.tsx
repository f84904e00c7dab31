import { useTranslation } from 'react-i18next'
import { StatusBadge, type Tone } from '#app/components/ui/status-badge'

const TONES: Record<string, Tone> = { draft: 'yellow', active: 'green', archived: 'grey' }

/** A product's place in the catalogue as a badge: draft, on sale or archived. */
export function ProductStatus({ status }: { status: string }) {
  const { t } = useTranslation('catalogue-admin')
  return <StatusBadge tone={TONES[status] ?? 'grey'}>{t(`status.${status}`)}</StatusBadge>
}

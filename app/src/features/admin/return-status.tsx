// A return case's status badge (decision 039), in the shop's status colours: waiting on staff in
// yellow, on its way in blue or purple, settled in green, refused in red, closed in grey.
import { useTranslation } from 'react-i18next'
import { StatusBadge, type Tone } from '#app/components/ui/status-badge'
import type { ReturnState } from '#shared/returns/states'

const TONES: Record<ReturnState, Tone> = {
  requested: 'yellow',
  approved: 'blue',
  shipped_back: 'purple',
  received: 'yellow',
  rejected: 'red',
  refunded: 'green',
  credited: 'green',
  exchanged: 'green',
  closed: 'grey',
}

export function ReturnStatus({ status }: { status: ReturnState }) {
  const { t } = useTranslation('admin')
  return <StatusBadge tone={TONES[status]}>{t(`returns.statuses.${status}`)}</StatusBadge>
}

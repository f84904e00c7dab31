// The badges of the Messages and Subscribers screens (decision 038), in the shop's status colours.
import { useTranslation } from 'react-i18next'
import { StatusBadge, type Tone } from '#app/components/ui/status-badge'
import type { ContactMessageStatus } from '#shared/contracts/admin-messages'
import type { SubscriberStatus } from '#shared/contracts/admin-subscribers'

const MESSAGE_TONES: Record<ContactMessageStatus, Tone> = { new: 'yellow', answered: 'green', closed: 'grey' }
const SUBSCRIBER_TONES: Record<SubscriberStatus, Tone> = { active: 'green', unsubscribed: 'grey' }

export function MessageStatus({ status }: { status: ContactMessageStatus }) {
  const { t } = useTranslation('admin')
  return <StatusBadge tone={MESSAGE_TONES[status]}>{t(`messages.statuses.${status}`)}</StatusBadge>
}

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  const { t } = useTranslation('admin')
  return <StatusBadge tone={SUBSCRIBER_TONES[status]}>{t(`subscribers.statuses.${status}`)}</StatusBadge>
}

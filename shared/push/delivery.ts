// The push outbox's states and the urgencies a notification may ask of a push service (RFC 8030
// §5.3), defined once for the schema, the delivery job and the health report (decision 043).
export const PUSH_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const
export type PushStatus = (typeof PUSH_STATUSES)[number]

export const PUSH_URGENCIES = ['very-low', 'low', 'normal', 'high'] as const
export type PushUrgency = (typeof PUSH_URGENCIES)[number]

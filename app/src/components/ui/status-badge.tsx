// Status and role badges in the shop's fixed colours, one component for orders, wholesale
// inquiries, wholesale accounts and roles. The label is always text, never colour alone.
import { useTranslation } from 'react-i18next'
import { cn } from './cn'

export type Tone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'grey'

const TONES: Record<Tone, string> = {
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
  purple: 'bg-violet-100 text-violet-900 ring-violet-300',
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-stone-200 text-stone-800 ring-stone-300',
}

/** Order statuses. An unknown status reads as pending, so a new status never breaks a page. */
const ORDER_STATUS_TONES: Record<string, Tone> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
  refunded: 'grey',
}
/** Wholesale inquiry statuses. */
const INQUIRY_STATUS_TONES: Record<string, Tone> = {
  pending: 'yellow',
  reviewing: 'blue',
  approved: 'green',
  rejected: 'red',
  contacted: 'purple',
}
/** Wholesale account statuses. */
const ACCOUNT_STATUS_TONES: Record<string, Tone> = { pending: 'yellow', approved: 'green', rejected: 'red' }
/** Role badges. */
const ROLE_TONES: Record<string, Tone> = { customer: 'blue', wholesale: 'purple', admin: 'red', staff: 'green' }

export function StatusBadge({ tone, children, className }: { tone: Tone; children: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[tone], className)}>
      {children}
    </span>
  )
}

const KINDS = { order: ORDER_STATUS_TONES, inquiry: INQUIRY_STATUS_TONES, account: ACCOUNT_STATUS_TONES, role: ROLE_TONES } as const
const FALLBACK = { order: 'pending', inquiry: 'pending', account: 'pending', role: 'customer' } as const

/**
 * A record's status (or a user's role) as a badge, labelled in the page language from the
 * `status` namespace (the route must load it). An unknown value reads as the kind's first state.
 */
export function RecordStatus({ kind, value }: { kind: keyof typeof KINDS; value: string }) {
  const { t } = useTranslation('status')
  const known = value in KINDS[kind] ? value : FALLBACK[kind]
  return <StatusBadge tone={KINDS[kind][known]!}>{t(`${kind}.${known}`)}</StatusBadge>
}

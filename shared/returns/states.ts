// A return case's states and the steps between them, with who may take each (decision 037), as
// data the server checks and the screens read. A case is asked for, then approved or rejected by
// staff; an approved case is shipped back by the customer (staff may record it for them, or mark
// the parcel received straight away); staff inspect what arrived and either finish the case with a
// card refund, store credit or an exchange, or reject it when the inspection fails; a finished or
// rejected case is closed. Nothing is shipped back without approval. The scheduled job closes a
// case that waited on the customer too long, and closes finished ones; the customer may withdraw a
// case until the parcel is on its way.
import type { ReturnOutcome, ReturnPolicySettings } from './policy-settings'
import type { ReturnRefusal } from './refusals'

export const RETURN_STATES = ['requested', 'approved', 'rejected', 'shipped_back', 'received', 'refunded', 'credited', 'exchanged', 'closed'] as const
export type ReturnState = (typeof RETURN_STATES)[number]

/** The state a received case is finished into by each outcome. */
export const FINISHED_STATE = { card_refund: 'refunded', store_credit: 'credited', exchange: 'exchanged' } as const satisfies Record<ReturnOutcome, ReturnState>

export const RETURN_ACTORS = ['customer', 'staff', 'job'] as const
export type ReturnActor = (typeof RETURN_ACTORS)[number]

type Transition = { from: ReturnState; to: ReturnState; by: readonly ReturnActor[] }

export const RETURN_TRANSITIONS = [
  { from: 'requested', to: 'approved', by: ['staff'] },
  { from: 'requested', to: 'rejected', by: ['staff'] },
  // Withdrawn by the customer, or closed by the job after waiting on the customer.
  { from: 'requested', to: 'closed', by: ['customer', 'job'] },
  { from: 'approved', to: 'shipped_back', by: ['customer', 'staff'] },
  { from: 'approved', to: 'received', by: ['staff'] },
  { from: 'approved', to: 'closed', by: ['customer', 'job'] },
  { from: 'shipped_back', to: 'received', by: ['staff'] },
  { from: 'received', to: 'refunded', by: ['staff'] },
  { from: 'received', to: 'credited', by: ['staff'] },
  { from: 'received', to: 'exchanged', by: ['staff'] },
  // The inspection found the piece outside the conditions.
  { from: 'received', to: 'rejected', by: ['staff'] },
  { from: 'rejected', to: 'closed', by: ['staff', 'job'] },
  { from: 'refunded', to: 'closed', by: ['staff', 'job'] },
  { from: 'credited', to: 'closed', by: ['staff', 'job'] },
  { from: 'exchanged', to: 'closed', by: ['staff', 'job'] },
] as const satisfies readonly Transition[]

/** The states a case ends in with the money settled: the units of its lines count as returned. */
export const FINISHED_STATES = ['refunded', 'credited', 'exchanged'] as const satisfies readonly ReturnState[]

/** The states in which the case waits on the customer (to answer before approval, or to ship), which the job closes in time. */
export const WAITING_ON_CUSTOMER_STATES = ['requested', 'approved'] as const satisfies readonly ReturnState[]

/** States in which nothing may be sent back yet: the case has no approval. */
const NOT_APPROVED_YET: readonly ReturnState[] = ['requested', 'rejected']

/** Why a step is refused: not a step of the case at all, or one this actor may not take. Null: allowed. */
export function transitionRefusal(from: ReturnState, to: ReturnState, actor: ReturnActor): ReturnRefusal | null {
  const step = (RETURN_TRANSITIONS as readonly Transition[]).find((t) => t.from === from && t.to === to)
  if (!step) return NOT_APPROVED_YET.includes(from) && (to === 'shipped_back' || to === 'received') ? 'not_approved' : 'transition_not_allowed'
  return step.by.includes(actor) ? null : 'actor_not_allowed'
}

export const canTransition = (from: ReturnState, to: ReturnState, actor: ReturnActor) => transitionRefusal(from, to, actor) === null

/** The steps an actor may take from a state, for the buttons a screen shows. */
export const nextStates = (from: ReturnState, actor: ReturnActor): ReturnState[] =>
  (RETURN_TRANSITIONS as readonly Transition[]).filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to)

const DAY_MS = 86_400_000

/**
 * When the job reminds the customer and when it closes a case waiting on them, counted in whole
 * days of elapsed time from the moment the wait began (the last message or step that asked them
 * for something).
 */
export function autoCloseTimes(waitingSince: string, settings: ReturnPolicySettings): { remindAt: string; closeAt: string } {
  const start = Date.parse(waitingSince)
  return {
    remindAt: new Date(start + settings.autoClose.remindAfterDays * DAY_MS).toISOString(),
    closeAt: new Date(start + settings.autoClose.afterDays * DAY_MS).toISOString(),
  }
}

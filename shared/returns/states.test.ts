import { describe, expect, it } from 'vitest'
import { DEFAULT_RETURN_POLICY as POLICY } from './policy-settings'
import {
  autoCloseTimes,
  canTransition,
  FINISHED_STATES,
  nextStates,
  RETURN_ACTORS,
  RETURN_STATES,
  RETURN_TRANSITIONS,
  transitionRefusal,
  WAITING_ON_CUSTOMER_STATES,
  type ReturnActor,
  type ReturnState,
} from './states'

/** Every allowed step, as `from → to by actor`. */
const ALLOWED = [
  'requested → approved by staff',
  'requested → rejected by staff',
  'requested → closed by customer',
  'requested → closed by job',
  'approved → shipped_back by customer',
  'approved → shipped_back by staff',
  'approved → received by staff',
  'approved → closed by customer',
  'approved → closed by job',
  'shipped_back → received by staff',
  'received → refunded by staff',
  'received → credited by staff',
  'received → exchanged by staff',
  'received → rejected by staff',
  'rejected → closed by staff',
  'rejected → closed by job',
  'refunded → closed by staff',
  'refunded → closed by job',
  'credited → closed by staff',
  'credited → closed by job',
  'exchanged → closed by staff',
  'exchanged → closed by job',
]

describe('the steps of a case', () => {
  it('allow exactly the listed steps to the listed actors, and nothing else', () => {
    const allowed: string[] = []
    for (const from of RETURN_STATES) {
      for (const to of RETURN_STATES) {
        for (const actor of RETURN_ACTORS) if (canTransition(from, to, actor)) allowed.push(`${from} → ${to} by ${actor}`)
      }
    }
    expect(allowed.sort()).toEqual([...ALLOWED].sort())
  })

  it('name a step no actor may take, and one this actor may not', () => {
    expect(transitionRefusal('requested', 'refunded', 'staff')).toBe('transition_not_allowed')
    expect(transitionRefusal('requested', 'approved', 'customer')).toBe('actor_not_allowed')
    expect(transitionRefusal('received', 'refunded', 'job')).toBe('actor_not_allowed')
    expect(transitionRefusal('requested', 'approved', 'staff')).toBeNull()
  })

  it('refuse anything sent back without approval', () => {
    expect(transitionRefusal('requested', 'shipped_back', 'customer')).toBe('not_approved')
    expect(transitionRefusal('requested', 'received', 'staff')).toBe('not_approved')
    expect(transitionRefusal('rejected', 'shipped_back', 'customer')).toBe('not_approved')
    expect(transitionRefusal('received', 'shipped_back', 'customer')).toBe('transition_not_allowed')
  })

  it('end in closed, which nothing leaves', () => {
    for (const actor of RETURN_ACTORS) expect(nextStates('closed', actor)).toEqual([])
    const from = new Set(RETURN_TRANSITIONS.map((t) => t.from as ReturnState))
    for (const state of RETURN_STATES) if (state !== 'closed') expect(from.has(state)).toBe(true)
  })

  it('finish a case only from a received parcel, by staff', () => {
    for (const state of FINISHED_STATES) {
      expect(RETURN_TRANSITIONS.filter((t) => t.to === state)).toEqual([{ from: 'received', to: state, by: ['staff'] }])
    }
  })

  it('list the steps each actor can take from a state, for the screens', () => {
    const next = (state: ReturnState, actor: ReturnActor) => nextStates(state, actor).sort()
    expect(next('received', 'staff')).toEqual(['credited', 'exchanged', 'refunded', 'rejected'])
    expect(next('approved', 'customer')).toEqual(['closed', 'shipped_back'])
    expect(next('shipped_back', 'customer')).toEqual([])
  })
})

describe('closing a case that waits on the customer', () => {
  it('is a step the job may take from every state that waits on the customer', () => {
    for (const state of WAITING_ON_CUSTOMER_STATES) expect(canTransition(state, 'closed', 'job')).toBe(true)
  })

  it('reminds after 5 days and closes after 7, counted from the start of the wait', () => {
    expect(autoCloseTimes('2026-11-20T10:30:00.000Z', POLICY)).toEqual({ remindAt: '2026-11-25T10:30:00.000Z', closeAt: '2026-11-27T10:30:00.000Z' })
  })
})

// The Audit Log screen names every action the server can record, and what it was done to, in each
// language: a new action without its three labels fails here, not on a staff member's screen.
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '#shared/contracts/admin-audit-log'
import en from '#app/locales/en/admin.json'
import es from '#app/locales/es/admin.json'
import fr from '#app/locales/fr/admin.json'

describe('audit log labels', () => {
  it.each([
    ['en', en],
    ['es', es],
    ['fr', fr],
  ] as const)('has a label for every action and target in %s', (_lang, admin) => {
    const actions: Record<string, string> = admin.audit.actions
    const targets: Record<string, string> = admin.audit.targets
    expect(AUDIT_ACTIONS.filter((a) => !actions[a])).toEqual([])
    expect(AUDIT_TARGETS.filter((t) => !targets[t])).toEqual([])
  })
})

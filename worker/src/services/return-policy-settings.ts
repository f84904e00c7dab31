// The return policy in force (decision 041): the policy's defaults (DEFAULT_RETURN_POLICY, decision
// 037) with what admins changed laid over them, stored as those changes in `shop_settings`. What is
// stored never breaks returns: a part missing or no longer known follows the defaults, and a stored
// policy that is not valid as a whole (an older shape) is logged and the defaults apply until an
// admin saves again. Saving and resetting are audited with the values before and after, written
// only if the stored row is still the one read (recordAdminActionIf): two admins saving at once
// cannot both replace it, and the entry's "before" is always what was replaced.
import { eq, sql } from 'drizzle-orm'
import type { ReturnPolicyAnswer } from '#shared/contracts/admin-return-policy'
import { DEFAULT_RETURN_POLICY, returnPolicySettingsSchema, type ReturnPolicySettings } from '#shared/returns/policy-settings'
import { changedLeaves, changesFrom, withChanges } from '#shared/settings/changes'
import type { Db } from '#worker/db/client'
import { shopSettings } from '#worker/db/schema'
import { consoleLogger, type Logger } from '#worker/log'
import { actorsById, isStaleRecord, recordAdminActionIf } from './audit-log'
import { conflict } from './domain-errors'

const KEY = 'returns_policy'

type Stored = { settings: ReturnPolicySettings; updatedAt: string | null; updatedBy: string | null; storedInvalid: boolean }

/** The stored row read as a policy; `log` hears of a stored policy that is not valid (JSON console lines when none is given). */
async function readStored(db: Db, log: Logger = consoleLogger()): Promise<Stored> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY))
  if (!row) return { settings: DEFAULT_RETURN_POLICY, updatedAt: null, updatedBy: null, storedInvalid: false }
  const parsed = returnPolicySettingsSchema.safeParse(withChanges(DEFAULT_RETURN_POLICY, row.value))
  if (!parsed.success) {
    log.warn('the stored return policy is not valid: the defaults apply until an admin saves it', { fields: parsed.error.issues.map((i) => i.path.join('.')) })
  }
  return { settings: parsed.success ? parsed.data : DEFAULT_RETURN_POLICY, updatedAt: row.updatedAt, updatedBy: row.updatedBy, storedInvalid: !parsed.success }
}

/** The policy the shop computes with now. Read once per request or job run, never per line. */
export async function currentReturnPolicy(db: Db, log?: Logger): Promise<ReturnPolicySettings> {
  return (await readStored(db, log)).settings
}

async function answer(db: Db, stored: Stored): Promise<ReturnPolicyAnswer> {
  const actor = stored.updatedBy ? (await actorsById(db, [stored.updatedBy])).get(stored.updatedBy) : undefined
  return {
    settings: stored.settings,
    updatedAt: stored.updatedAt,
    updatedBy: actor ? { id: actor.id, name: actor.name } : null,
    storedInvalid: stored.storedInvalid,
  }
}

/** The policy in force, with when and by whom it was last changed, for the settings screen. */
export async function showReturnPolicy(db: Db, log?: Logger): Promise<ReturnPolicyAnswer> {
  return answer(db, await readStored(db, log))
}

/** True while the stored row is the one read (none, or the same save). */
const stillAsRead = (read: Stored) =>
  read.updatedAt === null
    ? sql`NOT EXISTS (SELECT 1 FROM shop_settings WHERE key = ${KEY})`
    : sql`(SELECT updated_at FROM shop_settings WHERE key = ${KEY}) = ${read.updatedAt}`

const changedMeanwhile = () => conflict('Another admin changed the return policy at the same moment. Please reload it and try again.', 'return_policy_changed')

/** Writes `settings` (already valid) as their changes from the defaults; the same policy again changes nothing. */
export async function saveReturnPolicy(db: Db, actorId: string, settings: ReturnPolicySettings, now: Date, log?: Logger): Promise<ReturnPolicyAnswer> {
  const read = await readStored(db, log)
  const change = changedLeaves(read.settings, settings)
  if (Object.keys(change.after).length === 0 && !read.storedInvalid) return answer(db, read)
  const at = now.toISOString()
  const value = changesFrom(DEFAULT_RETURN_POLICY, settings)
  try {
    await db.batch([
      recordAdminActionIf(db, { userId: actorId, action: 'return_policy.update', targetType: 'return_policy', targetId: KEY, ...change }, now, stillAsRead(read)),
      db
        .insert(shopSettings)
        .values({ key: KEY, value, updatedAt: at, updatedBy: actorId })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: at, updatedBy: actorId } }),
    ])
  } catch (error) {
    if (isStaleRecord(error)) throw changedMeanwhile()
    throw error
  }
  return answer(db, { settings, updatedAt: at, updatedBy: actorId, storedInvalid: false })
}

/** Back to the policy's defaults: the stored changes are removed. Nothing stored changes nothing. */
export async function resetReturnPolicy(db: Db, actorId: string, now: Date, log?: Logger): Promise<ReturnPolicyAnswer> {
  const read = await readStored(db, log)
  if (read.updatedAt === null) return answer(db, read)
  try {
    await db.batch([
      recordAdminActionIf(
        db,
        { userId: actorId, action: 'return_policy.reset', targetType: 'return_policy', targetId: KEY, ...changedLeaves(read.settings, DEFAULT_RETURN_POLICY) },
        now,
        stillAsRead(read),
      ),
      db.delete(shopSettings).where(eq(shopSettings.key, KEY)),
    ])
  } catch (error) {
    if (isStaleRecord(error)) throw changedMeanwhile()
    throw error
  }
  return answer(db, { settings: DEFAULT_RETURN_POLICY, updatedAt: null, updatedBy: null, storedInvalid: false })
}

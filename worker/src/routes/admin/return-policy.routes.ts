// The return policy's settings (decision 041), behind the guard of admin.routes.ts: admin and staff
// read it, only admins save it or go back to the defaults (services/return-policy-settings.ts).
import { Hono } from 'hono'
import { adminReturnPolicyApi } from '#shared/contracts/admin-return-policy'
import { requestTime, type AppEnv } from '#worker/context'
import { requireRole, signedInUser } from '#worker/http/auth'
import { readJson } from '#worker/http/validate'
import { resetReturnPolicy, saveReturnPolicy, showReturnPolicy } from '#worker/services/return-policy-settings'

export const adminReturnPolicy = new Hono<AppEnv>()
  .get(adminReturnPolicyApi.show.path, async (c) => c.json(await showReturnPolicy(c.get('deps').db, c.get('log'))))
  .put(adminReturnPolicyApi.save.path, requireRole('admin'), async (c) => {
    const settings = await readJson(c, adminReturnPolicyApi.save.input)
    return c.json(await saveReturnPolicy(c.get('deps').db, signedInUser(c).id, settings, requestTime(c), c.get('log')))
  })
  .post(adminReturnPolicyApi.reset.path, requireRole('admin'), async (c) => {
    return c.json(await resetReturnPolicy(c.get('deps').db, signedInUser(c).id, requestTime(c), c.get('log')))
  })

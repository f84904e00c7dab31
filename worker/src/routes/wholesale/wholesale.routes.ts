import { Hono } from 'hono'
import { wholesaleApi } from '#shared/contracts/wholesale'
import type { AppEnv } from '#worker/context'
import { requireUser, signedInUser } from '#worker/http/auth'
import { accountsOf } from '#worker/services/wholesale-accounts'

export const wholesaleRoutes = new Hono<AppEnv>().get(wholesaleApi.myAccounts.path, requireUser, async (c) =>
  c.json(await accountsOf(c.get('deps').db, signedInUser(c).id)),
)

import { Hono } from 'hono'
import { accountApi } from '#shared/contracts/account'
import type { AppEnv } from '#worker/context'
import { requireUser, signedInUser } from '#worker/http/auth'
import { listAddresses } from '#worker/services/addresses'

export const accountRoutes = new Hono<AppEnv>().get(accountApi.addresses.path, requireUser, async (c) =>
  c.json(await listAddresses(c.get('deps').db, signedInUser(c).id)),
)

import { Hono } from 'hono'
import { storeCreditApi } from '#shared/contracts/store-credit'
import type { AppEnv } from '#worker/context'
import { requireUser, signedInUser } from '#worker/http/auth'
import { storeCreditOf } from '#worker/services/store-credit'

export const storeCreditRoutes = new Hono<AppEnv>().get(storeCreditApi.mine.path, requireUser, async (c) =>
  c.json(await storeCreditOf(c.get('deps').db, signedInUser(c).id)),
)

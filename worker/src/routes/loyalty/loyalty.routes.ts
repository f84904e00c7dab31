import { Hono } from 'hono'
import { loyaltyApi } from '#shared/contracts/loyalty'
import type { AppEnv } from '#worker/context'
import { requireUser, signedInUser } from '#worker/http/auth'
import { loyaltyBalance, loyaltyHistory } from '#worker/services/loyalty'

export const loyaltyRoutes = new Hono<AppEnv>()
  .get(loyaltyApi.balance.path, requireUser, async (c) => c.json({ points: await loyaltyBalance(c.get('deps').db, signedInUser(c).id) }))
  .get(loyaltyApi.history.path, requireUser, async (c) => c.json(await loyaltyHistory(c.get('deps').db, signedInUser(c).id)))

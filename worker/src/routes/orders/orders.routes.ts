import { Hono } from 'hono'
import type { AppEnv } from '#worker/context'

// Endpoints of this resource are added by their own issue; until then every path here answers 404 JSON.
export const ordersRoutes = new Hono<AppEnv>()

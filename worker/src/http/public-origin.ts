import type { Context } from 'hono'
import type { AppEnv } from '#worker/context'

/** Where links in emails point: the configured public URL, else the origin the request came to. */
export const publicOrigin = (c: Context<AppEnv>) => c.get('deps').config.publicUrl ?? new URL(c.req.url).origin

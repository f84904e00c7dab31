import type { Context } from 'hono'
import type { AppEnv } from '#worker/context'

/**
 * Where links in emails point. In production always PUBLIC_URL (the configuration refuses to
 * start without it): a link built from the Host header could send a reset token to whoever
 * forged that header. Outside production the origin the request came to will do.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  const { config } = c.get('deps')
  if (config.publicUrl) return config.publicUrl
  if (config.environment === 'production') throw new Error('PUBLIC_URL is required in production (parseConfig enforces it)')
  return new URL(c.req.url).origin
}

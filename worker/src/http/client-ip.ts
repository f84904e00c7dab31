import type { Context } from 'hono'
import type { AppEnv } from '#worker/context'

/**
 * The caller's address for rate limits. On Workers, Cloudflare sets CF-Connecting-IP. On Node,
 * the socket's address, unless TRUST_PROXY says a reverse proxy stands in front: then every
 * request comes from the proxy, and the caller is the address the proxy appended last to
 * X-Forwarded-For (earlier entries are whatever the client claimed). Without TRUST_PROXY the
 * header is ignored, or anyone could dodge a limit by sending it.
 */
export function clientIp(c: Context<AppEnv>): string {
  const { config } = c.get('deps')
  if (config.runtime === 'workers') return c.req.header('cf-connecting-ip') ?? 'unknown'
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}

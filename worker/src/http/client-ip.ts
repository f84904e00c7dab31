import type { Context } from 'hono'
import type { AppEnv } from '#worker/context'

/**
 * The caller's address for rate limits. On Workers, Cloudflare sets CF-Connecting-IP; on Node
 * the socket address is used (a client-supplied header would let anyone dodge the limit).
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.runtime === 'workers') return c.req.header('cf-connecting-ip') ?? 'unknown'
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}

// Cross-site request refusal for state-changing /api calls. The session cookie is SameSite=Lax,
// which already keeps it off cross-site POSTs in current browsers; this check also covers older
// browsers and same-site-but-cross-origin pages. Requests without an Origin header come from
// non-browser clients (curl, server-to-server), which carry no ambient cookie to abuse.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '#worker/context'
import { forbidden } from '#worker/services/domain-errors'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return undefined
  }
}

export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    const refuse = () => forbidden('Cross-site requests are not allowed', 'cross_site_request')
    if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') throw refuse()
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      // "null" is what sandboxed frames and privacy-redirected forms send: never our own page.
      const originHost = origin === 'null' ? undefined : hostOf(origin)
      const allowed = [c.req.header('host')?.toLowerCase(), hostOf(c.req.url), hostOf(c.get('deps').config.publicUrl)]
      if (!originHost || !allowed.includes(originHost)) throw refuse()
    }
  }
  await next()
}

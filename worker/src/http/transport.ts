// Whether the browser reached the shop over https: decides the Secure flag of cookies and HSTS.
import type { Config } from '#worker/env'

/** https directly, or https at a proxy in front of Node (X-Forwarded-Proto). */
function isHttpsRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return new URL(request.url).protocol === 'https:' || forwarded === 'https'
}

/**
 * Production is only ever served over https (Workers always; Node behind a TLS proxy), so there
 * cookies are Secure and HSTS is sent whatever a proxy forwards; elsewhere the request says.
 */
export const isSecureTransport = (config: Pick<Config, 'environment'>, request: Request) =>
  config.environment === 'production' || isHttpsRequest(request)

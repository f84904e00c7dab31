// The operating company's public facts (GET /api/site and every server-drawn page): its name and
// address from COMPANY_INFO, the support contacts, which payment gateway the checkout uses, and
// the DSN the app reports its errors to (decision 033).
import type { SiteInfo } from '#shared/schemas/site'
import type { Config } from '#worker/env'
import { activeGatewayName } from './payments/gateway'

/**
 * A phone number may ride in COMPANY_INFO as its own segment ("… | Phone: +1 305 555 0100"), so
 * the operating company stays one configuration value.
 */
const PHONE_SEGMENT = /^(?:phone|tel|tél|teléfono|telefono)\.?:?\s*(\+?[\d][\d\s().-]{5,})$/i

function siteInfo(company: Config['company'], supportEmail: string, payments: SiteInfo['payments'], sentryDsn: string | null): SiteInfo {
  const segments = (company?.address ?? '').split(/\s*,\s*/).filter(Boolean)
  let supportPhone: string | null = null
  const address: string[] = []
  for (const segment of segments) {
    const phone = PHONE_SEGMENT.exec(segment)
    if (phone && !supportPhone) supportPhone = phone[1]!.trim()
    else address.push(segment)
  }
  return { companyName: company?.name ?? null, companyAddress: address.join(', ') || null, supportEmail, supportPhone, payments, sentryDsn }
}

/** This deployment's GET /api/site answer; server-drawn pages carry the same. */
export function siteInfoFor(config: Config): SiteInfo {
  const gateway = activeGatewayName(config)
  return siteInfo(config.company, config.supportEmail, { gateway, publishableKey: gateway === 'stripe' ? config.stripe.publishableKey! : null }, config.sentryDsn ?? null)
}

// Who operates the shop (GET /api/site), for the contact and legal pages. The last answer is kept
// in localStorage so those pages still name the company offline; before any answer they show the
// neutral default, which is also what the server says when COMPANY_INFO is not configured.
import { useEffect, useState } from 'react'
import { siteInfoSchema, type SiteInfo } from '#shared/schemas/site'
import { callApi } from './api-client'
import { STORAGE_KEYS } from './db'

export const DEFAULT_SITE_INFO: SiteInfo = {
  companyName: 'The operating company',
  companyAddress: 'Address available on request',
  supportEmail: 'support@example.com',
  supportPhone: null,
  payments: { gateway: null, publishableKey: null },
}

function cached(): SiteInfo | undefined {
  try {
    const parsed = siteInfoSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.siteInfo) ?? 'null'))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Starts from the cached (or default) value and refreshes it from the server when online. */
export function useSiteInfo(): SiteInfo {
  const [info, setInfo] = useState<SiteInfo>(() => cached() ?? DEFAULT_SITE_INFO)
  useEffect(() => {
    const controller = new AbortController()
    import('#shared/contracts/content')
      .then(({ siteApi }) => callApi(siteApi.info, { signal: controller.signal }))
      .then((data: unknown) => {
        const parsed = siteInfoSchema.safeParse(data)
        if (!parsed.success) return
        setInfo(parsed.data)
        try {
          localStorage.setItem(STORAGE_KEYS.siteInfo, JSON.stringify(parsed.data))
        } catch {
          // Private mode or a full quota: the page still shows the fresh value this time.
        }
      })
      .catch(() => {
        // Offline or server down: keep showing the cached or neutral company.
      })
    return () => controller.abort()
  }, [])
  return info
}

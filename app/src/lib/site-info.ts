// Who operates the shop (GET /api/site), for the contact and legal pages. A page the server drew
// carries it (lib/locale-data.ts); otherwise the last answer kept in localStorage, so those pages
// still name the company offline; before any answer (and when COMPANY_INFO is not configured) they
// say in the page language that the operator's details are given on request (useOperator).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteInfo } from '#shared/schemas/site'
import { callApi } from './api-client'
import { useLocaleData } from './locale-data'
import { useHydrated } from './use-hydrated'
import { STORAGE_KEYS } from './storage-keys'

const DEFAULT_SITE_INFO: SiteInfo = {
  companyName: null,
  companyAddress: null,
  supportEmail: 'support@example.com',
  supportPhone: null,
  payments: { gateway: null, publishableKey: null },
  sentryDsn: null,
}

const isSiteInfo = (value: unknown): value is SiteInfo => {
  const v = value as Partial<SiteInfo> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.companyName === null || typeof v.companyName === 'string') &&
    (v.companyAddress === null || typeof v.companyAddress === 'string') &&
    typeof v.supportEmail === 'string' &&
    (v.supportPhone === null || typeof v.supportPhone === 'string')
  )
}

/** The last answer kept on this device, if any (an older one may lack `sentryDsn`). */
export function cachedSiteInfo(): SiteInfo | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.siteInfo) ?? 'null')
    return isSiteInfo(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function keepSiteInfo(info: SiteInfo) {
  try {
    localStorage.setItem(STORAGE_KEYS.siteInfo, JSON.stringify(info))
  } catch {
    // Private mode or a full quota: the page still shows the fresh value this time.
  }
}

/**
 * What the server drew the page with; else the cached (or default) value, refreshed from the
 * server when online. A page being hydrated never reads the cache: it must draw what the server did.
 */
export function useSiteInfo(): SiteInfo {
  const drawnWith = useLocaleData()?.site
  const hydrated = useHydrated()
  const [info, setInfo] = useState<SiteInfo>(() => drawnWith ?? (hydrated ? cachedSiteInfo() : undefined) ?? DEFAULT_SITE_INFO)
  useEffect(() => {
    if (drawnWith) {
      keepSiteInfo(drawnWith)
      return
    }
    const controller = new AbortController()
    import('#shared/contracts/content')
      .then(({ siteApi }) => callApi(siteApi.info, { signal: controller.signal }))
      .then((data: unknown) => {
        if (!isSiteInfo(data)) return
        setInfo(data)
        keepSiteInfo(data)
      })
      .catch(() => {
        // Offline or server down: keep showing the cached or neutral company.
      })
    return () => controller.abort()
  }, [drawnWith])
  return info
}

/**
 * Who operates the shop, as the legal and contact pages name them: COMPANY_INFO's name and address,
 * or, where it gives none, words in the page language that fit the same sentences.
 */
export function useOperator(): { company: string; address: string } {
  const site = useSiteInfo()
  const { t } = useTranslation()
  return { company: site.companyName ?? t('operator.company'), address: site.companyAddress ?? t('operator.details') }
}

import { useTranslation } from 'react-i18next'
import { PageMeta } from './page-meta'

/**
 * Stands in for a screen not built yet; routing and language are real. The
 * title comes from the screen's own namespace, so back-office titles stay out of the storefront.
 */
export function PlaceholderPage({ ns = 'common', titleKey }: { ns?: string; titleKey: string }) {
  const { t } = useTranslation()
  const { t: own } = useTranslation(ns)
  const title = own(titleKey)
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center">
      <PageMeta title={`${title} · ${t('brand')}`} />
      <h1 className="text-4xl text-ink">{title}</h1>
      <p className="mt-4 text-muted">{t('placeholder.comingSoon')}</p>
    </section>
  )
}

// The frame every legal page shares: title, date, operator, contents and sections. Each document is
// a Record<Language, …> of functions of the facts that vary (the operating company from
// COMPANY_INFO, cached for offline use, and amounts from shared/), so the compiler insists on all
// three languages and no figure is typed twice.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { BRAND_NAME } from '#shared/brand'
import { RETURN_SHIPPING_FEE_CENTS } from '#shared/policy/returns'
import { FLAT_SHIPPING_CENTS, FREE_SHIPPING_THRESHOLD_CENTS } from '#shared/pricing/shipping'
import { PageMeta } from '#app/components/ui/page-meta'
import { formatDate, formatMoney } from '#app/lib/format'
import type { Language } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'
import { useOperator, useSiteInfo } from '#app/lib/site-info'

/** The date the current versions of the documents took effect (the medical disclaimer's date). */
const LEGAL_EFFECTIVE_DATE = '2025-10-13'

type LegalFacts = {
  brand: string
  company: string
  address: string
  email: string
  freeFrom: string
  flat: string
  returnFee: string
  /** A link inside the shop, in the page language. */
  link: (path: string, label: string) => ReactNode
}

type LegalSection = { id: string; heading: string; body: ReactNode }
type LegalText = { title: string; description: string; intro: ReactNode; sections: LegalSection[] }
export type LegalDocument = Record<Language, (facts: LegalFacts) => LegalText>

const BODY =
  'space-y-4 leading-relaxed text-ink/85 [&_a]:text-cocoa [&_a]:underline [&_a]:underline-offset-4 [&_h3]:pt-2 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:text-ink [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 marker:text-cocoa'

export function LegalPage({ document, dateLabel = 'lastUpdated' }: { document: LegalDocument; dateLabel?: 'effective' | 'lastUpdated' }) {
  const { t } = useTranslation('legal')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const site = useSiteInfo()
  const operator = useOperator()
  const facts: LegalFacts = {
    brand: BRAND_NAME,
    company: operator.company,
    address: operator.address,
    email: site.supportEmail,
    freeFrom: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang),
    flat: formatMoney(FLAT_SHIPPING_CENTS, lang),
    returnFee: formatMoney(RETURN_SHIPPING_FEE_CENTS, lang),
    link: (path, label) => <Link to={to(path)}>{label}</Link>,
  }
  const doc = document[lang](facts)
  const date = formatDate(`${LEGAL_EFFECTIVE_DATE}T12:00:00Z`, lang, { dateStyle: 'long' })

  return (
    <article className="mx-auto max-w-3xl px-6 py-16 sm:py-20">
      <PageMeta title={`${doc.title} · ${tc('brand')}`} description={doc.description} />
      <header className="border-b border-sand pb-8">
        <h1 className="text-4xl text-ink sm:text-5xl">{doc.title}</h1>
        <p className="mt-4 text-sm text-muted">{t(dateLabel, { date })}</p>
        <p className="mt-2 text-sm text-muted" data-testid="legal-operator">
          {t('operator', { brand: BRAND_NAME, company: operator.company, address: operator.address })}
        </p>
      </header>
      <div className={`mt-8 ${BODY}`}>{doc.intro}</div>
      <nav aria-label={t('contents')} className="mt-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand/70">
        <h2 className="text-sm font-medium uppercase tracking-[0.2em] text-cocoa">{t('contents')}</h2>
        <ol className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
          {doc.sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-ink/80 hover:text-cocoa">
                {i + 1}. {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-12">
          <h2 id={`${s.id}-heading`} className="text-2xl text-ink sm:text-3xl">
            {i + 1}. {s.heading}
          </h2>
          <div className={`mt-4 ${BODY}`}>{s.body}</div>
        </section>
      ))}
      <p className="mt-16 border-t border-sand pt-6 text-sm text-muted">{t('questions', { email: site.supportEmail })}</p>
    </article>
  )
}

// Footer: social links, quick links, customer service (FAQ anchors), legal, newsletter.
import { lazy, memo, Suspense, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { BRAND_NAME, SOCIAL_PROFILES } from '#shared/brand'
import { FacebookIcon, InstagramIcon, PinterestIcon, TikTokIcon } from '#app/components/ui/brand-icons'
import { i18n, loadNamespaces } from '#app/lib/i18n/i18n'
import { isLanguage } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'
import { EarlyInput } from '#app/components/form/early-input'

// The signup form and its strings load with the footer (below the fold), apart from the page's
// own code; the shared zod schema it validates with loads only when the form is used.
// On the server (no language chosen on the app's instance) the page's own instance loads the
// strings when the form asks for them.
const NewsletterForm = lazy(async () => {
  const lang = i18n.language
  const [module] = await Promise.all([
    import('#app/features/newsletter/components/newsletter-form'),
    isLanguage(lang) ? loadNamespaces(lang, ['newsletter', 'validation']) : undefined,
  ])
  return { default: module.NewsletterForm }
})

// Icons and labels for the profiles named in shared/brand.ts.
/** Read once when the shell loads: a page open across New Year's Eve keeps last year's notice. */
const COPYRIGHT_YEAR = new Date().getFullYear()

const SOCIAL = [
  ['instagram', 'Instagram', SOCIAL_PROFILES.instagram, InstagramIcon],
  ['facebook', 'Facebook', SOCIAL_PROFILES.facebook, FacebookIcon],
  ['tiktok', 'TikTok', SOCIAL_PROFILES.tiktok, TikTokIcon],
  ['pinterest', 'Pinterest', SOCIAL_PROFILES.pinterest, PinterestIcon],
] as const

const QUICK_LINKS = [
  ['/shop', 'nav.shop'],
  ['/our-essence', 'nav.ourEssence'],
  ['/size-guide', 'nav.sizeGuide'],
  ['/blog', 'nav.blog'],
  ['/wholesale', 'nav.wholesale'],
  ['/contact', 'nav.contact'],
] as const

const SERVICE_LINKS = [
  ['/faq#shipping', 'footer.service.shipping'],
  ['/faq#returns', 'footer.service.returns'],
  ['/faq#sizing', 'footer.service.sizing'],
  ['/faq#care', 'footer.service.care'],
] as const

const LEGAL_LINKS = [
  ['/privacy-policy', 'pages.privacyPolicy'],
  ['/terms-of-service', 'pages.termsOfService'],
  ['/refund-policy', 'pages.refundPolicy'],
  ['/medical-disclaimer', 'pages.medicalDisclaimer'],
] as const

function LinkColumn({ title, links }: { title: string; links: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation()
  const { to } = useLang()
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-ink">{title}</h2>
      <ul className="mt-5 space-y-3 text-sm max-sm:mt-3 max-sm:space-y-0">
        {links.map(([path, key]) => (
          <li key={path}>
            <Link to={to(path)} className="text-muted transition-colors hover:text-ink max-sm:inline-flex max-sm:min-h-11 max-sm:min-w-11 max-sm:items-center">
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The signup form's place. Its own component, rendered again only when itself changes: the server
 * draws the form, and until its code has loaded React keeps that as a dehydrated boundary; a render
 * of the footer (each render of the storefront layout renders it) would hand the boundary new
 * props, and React then draws the form anew instead of hydrating it, dropping what was typed
 * (decision 021).
 */
const NewsletterSlot = memo(function NewsletterSlot() {
  const newsletter = useRef<HTMLDivElement>(null)
  return (
    <div ref={newsletter} className="mt-8">
      <Suspense fallback={<div className="min-h-36" aria-hidden="true" />}>
        <NewsletterForm />
        <EarlyInput scope={newsletter} part="newsletter" />
      </Suspense>
    </div>
  )
})

export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="mt-24 border-t border-sand bg-[#f3ece4]">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <p className="font-serif text-3xl text-ink">{BRAND_NAME}</p>
          {/* Upright on purpose: an italic here made every page download the 38 KB italic face (see the @font-face note in styles.css). */}
          <p className="mt-2 font-serif text-lg text-cocoa">{t('tagline')}</p>
          <p className="mt-4 text-sm leading-relaxed text-muted">{t('footer.about')}</p>
          <NewsletterSlot />
          <ul className="mt-8 flex gap-2" aria-label={t('footer.social')}>
            {SOCIAL.map(([id, label, href, Icon]) => (
              <li key={id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { network: label })}
                  className="grid size-11 place-items-center rounded-full border border-ink/15 text-ink transition-colors hover:border-ink hover:bg-ink hover:text-cream"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <LinkColumn title={t('footer.customerService')} links={SERVICE_LINKS} />
        <LinkColumn title={t('footer.legal')} links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-sand">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-6 py-6 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          {/* The server's year and the browser's can differ for a few hours around New Year. */}
          <p suppressHydrationWarning>
            © {COPYRIGHT_YEAR} {BRAND_NAME}. {t('footer.rights')}
          </p>
          <p>{t('footer.madeIn')}</p>
        </div>
      </div>
    </footer>
  )
}

// The storefront chrome (spec §2.3): sticky header, main content, footer.
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom'
import { BRAND_NAME } from '../../../../shared/brand'
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../../../shared/pricing/shipping'
import { formatMoney } from '../../lib/format'
import { LANGUAGES, localizePath } from '../../lib/i18n/lang-path'
import { AccountMenu } from '../../features/auth/components/account-menu'
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form'
import { useLang } from '../../lib/i18n/use-lang'
import { NetworkGate } from '../network-gate'

const NAV = [
  ['/', 'nav.home'],
  ['/our-essence', 'nav.ourEssence'],
  ['/shop', 'nav.shop'],
  ['/size-guide', 'nav.sizeGuide'],
  ['/blog', 'nav.blog'],
  ['/wholesale', 'nav.wholesale'],
  ['/faq', 'nav.faq'],
  ['/contact', 'nav.contact'],
] as const

function LanguageSwitcher() {
  const { t } = useTranslation()
  const { lang } = useLang()
  const { pathname, search, hash } = useLocation()
  return (
    <nav aria-label={t('language.label')} className="flex items-center gap-1 text-xs font-medium">
      {LANGUAGES.map((l) => (
        <Link
          key={l}
          to={localizePath(pathname + search + hash, l)}
          hrefLang={l}
          lang={l}
          aria-current={l === lang ? 'true' : undefined}
          aria-label={t(`language.${l}`)}
          className={l === lang ? 'rounded-full bg-ink px-2 py-1 text-cream' : 'rounded-full px-2 py-1 text-muted hover:text-ink'}
        >
          {l.toUpperCase()}
        </Link>
      ))}
    </nav>
  )
}

export function StorefrontLayout() {
  const { t } = useTranslation()
  const { lang, to } = useLang()
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-sand bg-cream/95 backdrop-blur">
        <p className="bg-ink px-4 py-2 text-center text-xs tracking-wide text-cream">{t('banner.freeShipping', { amount: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang) })}</p>
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-6 py-4">
          <Link to={to('/')} className="font-serif text-2xl text-ink">
            {BRAND_NAME}
          </Link>
          <nav aria-label={t('nav.label')} className="hidden gap-5 text-sm lg:flex">
            {NAV.map(([path, key]) => (
              <NavLink key={path} to={to(path)} end={path === '/'} className={({ isActive }) => (isActive ? 'text-ink underline underline-offset-8' : 'text-muted hover:text-ink')}>
                {t(key)}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-3">
            <LanguageSwitcher />
            <AccountMenu />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <NetworkGate>
            <Outlet />
          </NetworkGate>
        </Suspense>
      </main>
      <footer className="border-t border-sand bg-white/60">
        <div className="mx-auto max-w-7xl px-6 py-10 text-sm text-muted">
          <p className="font-serif text-lg text-ink">{BRAND_NAME}</p>
          <p className="mt-1">{t('tagline')}</p>
          <NewsletterForm />
          <p className="mt-6">© {new Date().getFullYear()} {BRAND_NAME}</p>
        </div>
      </footer>
    </div>
  )
}

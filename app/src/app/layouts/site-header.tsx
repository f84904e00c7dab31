// Sticky header: free-shipping banner, navigation, switcher, search, cart and account.
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router-dom'
import { BRAND_NAME } from '#shared/brand'
import { FREE_SHIPPING_THRESHOLD_CENTS } from '#shared/pricing/shipping'
import { cn } from '#app/components/ui/cn'
import { ShoppingBagIcon } from 'lucide-react'
import { AccountMenu } from '#app/features/auth/components/account-menu'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { HeaderSearch } from './header-search'
import { LanguageSwitcher } from './language-switcher'
import { MobileMenu } from './mobile-menu'
import { NAV_LINKS } from './nav-links'

export function SiteHeader({ cartCount, onOpenCart }: { cartCount: number; onOpenCart: () => void }) {
  const { t } = useTranslation()
  const { lang, to } = useLang()
  return (
    <header className="sticky top-0 z-40 border-b border-sand/80 bg-cream/90 backdrop-blur-md supports-[backdrop-filter]:bg-cream/80">
      <p className="bg-ink px-4 py-2 text-center text-[0.68rem] tracking-[0.1em] text-cream uppercase sm:text-xs sm:tracking-[0.18em]">
        {t('banner.freeShipping', { amount: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang) })}
      </p>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:grid lg:h-20 lg:grid-cols-[1fr_auto_1fr]">
        <div className="flex items-center gap-2">
          <MobileMenu />
          <LanguageSwitcher className="hidden lg:flex" />
        </div>
        <Link to={to('/')} className="inline-flex min-h-11 items-center whitespace-nowrap font-serif text-2xl tracking-tight text-ink sm:text-[1.7rem] lg:text-3xl">
          {BRAND_NAME}
        </Link>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-3 lg:ml-0 lg:justify-end">
          <LanguageSwitcher className="hidden sm:flex lg:hidden" />
          <HeaderSearch />
          <button
            type="button"
            onClick={onOpenCart}
            aria-label={t('cartButton.label', { count: cartCount })}
            aria-haspopup="dialog"
            data-testid="cart-button"
            className="relative grid size-11 place-items-center rounded-full text-ink hover:bg-sand/60"
          >
            <ShoppingBagIcon width={22} height={22} />
            {cartCount > 0 && (
              <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-cocoa px-1 text-[0.65rem] font-semibold text-cream">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </button>
          <AccountMenu />
        </div>
      </div>
      <nav aria-label={t('nav.label')} className="hidden border-t border-sand/60 lg:block">
        <ul className="mx-auto flex h-12 max-w-7xl items-center justify-center gap-7 px-6 text-[0.8rem] tracking-wide xl:gap-9">
          {NAV_LINKS.map(([path, key]) => (
            <li key={path}>
              <NavLink
                to={to(path)}
                end={path === '/'}
                className={({ isActive }) =>
                  cn(
                    'relative whitespace-nowrap py-2 transition-colors after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-ink after:transition-transform',
                    isActive ? 'text-ink after:scale-x-100' : 'text-muted after:scale-x-0 hover:text-ink hover:after:scale-x-100',
                  )
                }
              >
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}

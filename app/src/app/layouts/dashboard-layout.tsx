// The customer area: a sidebar whose entries follow the role, a header with the
// way back to the shop and the user menu. Logging out here returns to /login.
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, Outlet } from 'react-router-dom'
import { BRAND_NAME } from '#shared/brand'
import type { Role } from '#shared/schemas/auth'
import { cn } from '#app/components/ui/cn'
import { ArrowLeftIcon } from 'lucide-react'
import { isBackOffice, useCurrentUser } from '#app/lib/auth/current-user'
import { useSignOut } from '#app/lib/auth/use-sign-out'
import { UserMenu } from '#app/features/auth/components/user-menu'
import { useLang } from '#app/lib/i18n/use-lang'
import { NetworkGate } from '#app/app/network-gate'
import { SkipLink } from './skip-link'

type Entry = { path: string; key: string; visible: (role: Role) => boolean }

const ENTRIES: Entry[] = [
  { path: '/dashboard', key: 'nav.dashboard', visible: () => true },
  { path: '/dashboard/orders', key: 'nav.orders', visible: (r) => !isBackOffice(r) },
  { path: '/dashboard/returns', key: 'nav.returns', visible: (r) => !isBackOffice(r) },
  { path: '/dashboard/loyalty', key: 'nav.loyalty', visible: (r) => !isBackOffice(r) },
  { path: '/dashboard/wholesale', key: 'nav.wholesale', visible: (r) => r === 'wholesale' },
  { path: '/admin/orders', key: 'nav.adminPanel', visible: isBackOffice },
]

export function DashboardLayout() {
  const { t } = useTranslation('dashboard')
  const { to } = useLang()
  const { user } = useCurrentUser()
  const signOut = useSignOut({
    destination: '/login',
    success: { title: t('toast.loggedOut') },
    failure: { title: t('toast.logoutFailed'), description: t('toast.tryAgain') },
  })
  // RequireAuth renders this layout only for a signed-in user.
  if (!user) return null

  return (
    <div className="flex min-h-screen flex-col bg-cream">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-sand/80 bg-cream/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Link to={to('/')} className="font-serif text-2xl tracking-tight text-ink">
            {BRAND_NAME}
          </Link>
          <Link to={to('/')} className="hidden items-center gap-2 text-sm text-muted hover:text-ink sm:flex">
            <ArrowLeftIcon width={16} height={16} />
            {t('header.backToShop')}
          </Link>
          <div className="ml-auto">
            <UserMenu user={user} links={[{ to: to('/dashboard/profile'), label: t('header.profile') }]} onLogout={signOut} />
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:gap-10 md:py-10">
        <nav aria-label={t('nav.label')} className="md:w-56 md:shrink-0">
          <p className="mb-3 hidden text-xs font-medium uppercase tracking-[0.3em] text-cocoa md:block">{t('area')}</p>
          {/* On a phone the entries wrap onto a second line above the content: every label whole, nothing covered. */}
          <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
            {ENTRIES.filter((e) => e.visible(user.role)).map((e) => (
              <li key={e.path}>
                <NavLink
                  to={to(e.path)}
                  end
                  className={({ isActive }) =>
                    cn(
                      'block rounded-full px-4 py-2 text-sm transition-colors md:rounded-xl',
                      isActive ? 'bg-ink text-cream' : 'text-muted hover:bg-sand/60 hover:text-ink',
                    )
                  }
                >
                  {t(e.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={to('/')} className="mt-4 flex items-center gap-2 text-sm text-muted hover:text-ink sm:hidden">
            <ArrowLeftIcon width={16} height={16} />
            {t('header.backToShop')}
          </Link>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 rounded-[2rem] bg-white/70 outline-none">
          <Suspense fallback={<div className="min-h-[40vh]" aria-busy="true" />}>
            <NetworkGate>
              <Outlet />
            </NetworkGate>
          </Suspense>
        </main>
      </div>
    </div>
  )
}

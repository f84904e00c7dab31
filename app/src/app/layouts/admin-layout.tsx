// The back office: title 'Admin', who is signed in and as what, the sections,
// a way to the user dashboard, and logout (which returns to /login). Staff do not see the
// admin-only sections (user management, audit log, operations).
import { Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation } from 'react-router-dom'
import { buttonClasses } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { useCurrentUser } from '#app/lib/auth/current-user'
import { useSignOut } from '#app/lib/auth/use-sign-out'
import { useLang } from '#app/lib/i18n/use-lang'
import { NetworkGate } from '#app/app/network-gate'
import { SkipLink } from './skip-link'

/** The sections, and whether only admins see them (the server refuses staff there too). */
const SECTIONS = [
  ['/admin/orders', 'nav.orders', false],
  ['/admin/wholesale', 'nav.wholesale', false],
  ['/admin/inventory', 'nav.inventory', false],
  ['/admin/products', 'nav.products', false],
  ['/admin/discounts', 'nav.discounts', false],
  ['/admin/offers', 'nav.offers', false],
  ['/admin/returns', 'nav.returns', false],
  ['/admin/reviews', 'nav.reviews', false],
  ['/admin/messages', 'nav.messages', false],
  ['/admin/subscribers', 'nav.subscribers', false],
  ['/admin/users', 'nav.users', true],
  ['/admin/audit-log', 'nav.auditLog', true],
  ['/admin/operations', 'nav.operations', true],
] as const

export function AdminLayout() {
  const { t } = useTranslation('admin')
  const { to } = useLang()
  const { user } = useCurrentUser()
  const { pathname } = useLocation()
  const sections = useRef<HTMLUListElement>(null)
  // On a phone the sections are one scrolling row: the current one is brought into view (centred), never cut off.
  useEffect(() => {
    const row = sections.current
    const current = row?.querySelector<HTMLElement>('a[aria-current="page"]')
    if (!row || !current || row.scrollWidth <= row.clientWidth) return
    row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2
  }, [pathname])
  const signOut = useSignOut({
    destination: '/login',
    success: { title: t('toast.loggedOut') },
    failure: { title: t('toast.errorTitle'), description: t('toast.logoutFailed') },
  })
  // RequireAdmin renders this layout only for admin and staff.
  if (!user) return null

  return (
    <div className="flex min-h-screen flex-col bg-cream md:flex-row">
      <SkipLink />
      {/* Marked for the offline pill, which stays clear of its foot (the logout button) on wide screens. */}
      <aside data-side-nav="" className="border-b border-sand bg-white md:flex md:min-h-screen md:w-64 md:shrink-0 md:flex-col md:border-b-0 md:border-r">
        <div className="px-6 pt-6">
          <p className="font-serif text-3xl text-ink">{t('title')}</p>
          <p className="mt-2 text-sm text-ink">
            {user.firstName} {user.lastName}
          </p>
          <p className="text-xs uppercase tracking-[0.2em] text-cocoa">{t(`roles.${user.role}`)}</p>
        </div>
        <nav aria-label={t('nav.label')} className="px-3 py-4">
          <ul ref={sections} className="flex gap-1 overflow-x-auto md:flex-col">
            {SECTIONS.filter(([, , adminOnly]) => !adminOnly || user.role === 'admin').map(([path, key]) => (
              <li key={path} className="shrink-0">
                <NavLink
                  to={to(path)}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-xl px-3 py-2 text-sm transition-colors md:block md:min-h-0',
                      isActive ? 'bg-ink text-cream' : 'text-muted hover:bg-sand/60 hover:text-ink',
                    )
                  }
                >
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex gap-2 px-6 pb-6 md:flex-col">
          <NavLink to={to('/dashboard')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('userDashboard')}
          </NavLink>
          <button type="button" onClick={() => void signOut()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('logout')}
          </button>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <Suspense fallback={<div className="min-h-[40vh]" aria-busy="true" />}>
          <NetworkGate>
            <Outlet />
          </NetworkGate>
        </Suspense>
      </main>
    </div>
  )
}

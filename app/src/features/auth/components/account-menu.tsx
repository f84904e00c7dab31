// Header slot: a sign-in button for visitors; once signed in, a user menu with the
// dashboard entry (the back office for admin and staff) and logout, which returns home.
import { UserRoundIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClasses } from '#app/components/ui/button'
import { useLang } from '#app/lib/i18n/use-lang'
import { homeFor, isBackOffice, useCurrentUser } from '#app/lib/auth/current-user'
import { useSignOut } from '#app/lib/auth/use-sign-out'

// The menu (a Radix dropdown with floating-ui) loads only for someone signed in: a visitor's
// first download never carries it (decision 010).
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })))

/** Same footprint as the menu's trigger, so the header does not jump when the user arrives. */
const Placeholder = () => <span aria-hidden="true" className="inline-block size-11 animate-pulse rounded-full bg-sand/70 sm:size-9" />

export function AccountMenu() {
  const { t } = useTranslation()
  const { to } = useLang()
  const session = useCurrentUser()
  const signOut = useSignOut({
    destination: '/',
    success: { title: t('account.menu.loggedOut') },
    failure: { title: t('account.menu.logoutFailed'), description: t('account.menu.logoutFailedDescription') },
  })

  if (session.status === 'loading') return <Placeholder />
  const user = session.user
  if (!user) {
    return (
      // On a phone the person icon alone, the size of the signed-in menu's button (its name stays
      // for screen readers): "Iniciar sesión" wrapped at 390 px and "Connexion" pushed the page
      // sideways at 360 px.
      <Link to={to('/login')} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'max-sm:size-11 max-sm:px-0' })}>
        <UserRoundIcon aria-hidden="true" width={18} height={18} className="sm:hidden" />
        <span className="max-sm:sr-only">{t('account.menu.login')}</span>
      </Link>
    )
  }

  return (
    <Suspense fallback={<Placeholder />}>
      <UserMenu
        user={user}
        links={[{ to: to(homeFor(user.role)), label: isBackOffice(user.role) ? t('account.menu.adminPanel') : t('account.menu.dashboard') }]}
        onLogout={signOut}
        offline={session.status === 'ready' && !!session.offline}
      />
    </Suspense>
  )
}

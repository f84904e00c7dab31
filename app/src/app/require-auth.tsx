// Route guards. They only steer: the server refuses the data behind these screens to
// anyone without the right session and role.
import { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet } from 'react-router-dom'
import type { Role } from '#shared/schemas/auth'
import { Button } from '#app/components/ui/button'
import { useLang } from '#app/lib/i18n/use-lang'
import { isBackOffice, refreshCurrentUser, useCurrentUser } from '#app/lib/auth/current-user'

function Waiting({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-6 text-center" aria-busy={!children}>
      {children ?? <p className="text-muted">{t('account.guard.checking')}</p>}
    </div>
  )
}

/** Decides once the session is known; an unreachable server gets a retry rather than a redirect. */
function Guard({ allow, denied }: { allow: (role: Role) => boolean; denied: string }) {
  const { t } = useTranslation()
  const { to } = useLang()
  const session = useCurrentUser()
  if (session.status === 'loading') return <Waiting />
  if (session.status === 'error') {
    return (
      <Waiting>
        <div role="alert">
          <p className="text-ink">{t('account.guard.error')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void refreshCurrentUser()}>
            {t('account.guard.retry')}
          </Button>
        </div>
      </Waiting>
    )
  }
  if (!session.user) return <Navigate to={to('/login')} replace />
  if (!allow(session.user.role)) return <Navigate to={to(denied)} replace />
  return <Outlet />
}

/** Signed-in guard: visitors go to /login; with `role`, any other role goes to /dashboard. */
export function RequireAuth({ role }: { role?: Role }) {
  return <Guard allow={(r) => !role || r === role} denied="/dashboard" />
}

/** Admin guard: admin and staff only; others go to /dashboard, visitors to /login. */
export function RequireAdmin() {
  return <Guard allow={isBackOffice} denied="/dashboard" />
}

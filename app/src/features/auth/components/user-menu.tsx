// The signed-in user's menu (Radix dropdown: keyboard, focus return and Escape built in): who is
// signed in, a few links, and logout. The storefront header and the customer area each pass
// their own links and logout behaviour.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { PublicUser } from '#shared/schemas/auth'
import { cn } from '#app/components/ui/cn'
import { initialsOf } from '#app/lib/auth/current-user'

const itemClasses =
  'flex cursor-pointer select-none items-center rounded-xl px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-sand/60'

export function UserMenu({
  user,
  links,
  onLogout,
  offline = false,
}: {
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'>
  links: { to: string; label: string }[]
  onLogout: () => void | Promise<void>
  /** The session as last confirmed, the server out of reach: said on the avatar and in the menu. */
  offline?: boolean
}) {
  const { t } = useTranslation()
  return (
    <DropdownMenu.Root modal={false}>
      {/* The button is named by its content, so what a sighted user reads ("Emily") starts what a
          screen reader or voice control hears ("Emily Carter, Account menu"; WCAG 2.5.3); the
          initials are the avatar's picture, not words. */}
      <DropdownMenu.Trigger
        data-testid="user-menu"
        className="flex h-11 items-center gap-2 rounded-full border border-sand bg-white pl-1.5 pr-1.5 max-sm:min-w-11 max-sm:justify-center text-sm text-ink hover:border-beige sm:h-9 sm:pl-1 sm:pr-3"
      >
        <span aria-hidden="true" className={cn('relative flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold text-cream', offline ? 'bg-muted' : 'bg-cocoa')}>
          {initialsOf(user)}
          {offline && <span className="absolute -bottom-0.5 -right-0.5 size-2.5 rounded-full border-2 border-white bg-amber-500" />}
        </span>
        <span className="hidden max-w-[8rem] truncate sm:inline-block">{user.firstName}</span>
        <span className="sr-only sm:hidden">{user.firstName}</span>
        <span className="sr-only">
          {' '}
          {user.lastName}, {t('account.menu.label')}
          {offline && `, ${t('account.menu.offline')}`}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-2xl border border-sand bg-white p-2 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-xs text-muted">{t('account.menu.signedInAs')}</span>
            <span className="block truncate text-sm font-medium text-ink">
              {user.firstName} {user.lastName}
            </span>
            <span className="block truncate text-xs text-muted">{user.email}</span>
            {offline && <span className="mt-1 block text-xs text-amber-800">{t('account.menu.offline')}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-sand" />
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClasses}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className={itemClasses} onSelect={() => void onLogout()}>
            {t('account.menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

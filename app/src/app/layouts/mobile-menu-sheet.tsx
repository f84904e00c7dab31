// The side menu's sheet (mobile-menu.tsx opens it): a Radix dialog, so focus is trapped, Escape
// closes it and focus returns to the menu button.
import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { BRAND_NAME } from '#shared/brand'
import { cn } from '#app/components/ui/cn'
import { XIcon } from 'lucide-react'
import { useLang } from '#app/lib/i18n/use-lang'
import { LanguageSwitcher } from './language-switcher'
import { NAV_LINKS } from './nav-links'

export function MobileMenuSheet({ open, onOpenChange, opener }: { open: boolean; onOpenChange: (open: boolean) => void; opener: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation()
  const { to } = useLang()
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/30 backdrop-blur-[2px]" />
        <Dialog.Content
          className="sheet-left fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col bg-cream shadow-2xl outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          <div className="flex items-center justify-between border-b border-sand px-6 py-5">
            <Dialog.Title className="font-serif text-2xl text-ink">{BRAND_NAME}</Dialog.Title>
            <Dialog.Close className="-mr-2 grid size-11 place-items-center rounded-full hover:bg-sand/60" aria-label={t('menu.close')}>
              <XIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('menu.description')}</Dialog.Description>
          <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-6 py-4">
            <ul className="divide-y divide-sand/80">
              {NAV_LINKS.map(([path, key]) => (
                <li key={path}>
                  <NavLink
                    to={to(path)}
                    end={path === '/'}
                    onClick={close}
                    className={({ isActive }) => cn('block py-4 font-serif text-xl', isActive ? 'text-cocoa' : 'text-ink hover:text-cocoa')}
                  >
                    {t(key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-sand px-6 py-5">
            <p className="mb-3 text-xs uppercase tracking-[0.2em] text-muted">{t('language.label')}</p>
            <LanguageSwitcher onSwitch={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

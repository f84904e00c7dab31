// The side menu for small screens: a button that opens the sheet (mobile-menu-sheet.tsx, a Radix
// dialog). The sheet's code loads once the page is idle, not with the first download (decision 010).
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { MenuIcon } from 'lucide-react'
import { useDialogOnDemand } from '#app/components/ui/dialog-on-demand'
import { whenIdle } from '#app/lib/when-idle'

const loadSheet = () => import('./mobile-menu-sheet')
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })))

export function MobileMenu() {
  const { t } = useTranslation()
  const sheet = useDialogOnDemand()
  useEffect(() => whenIdle(() => void loadSheet()), [])
  return (
    <>
      <button
        {...sheet.openerProps}
        className="-ml-2 grid size-11 place-items-center rounded-full text-ink hover:bg-sand/60 lg:hidden"
        aria-label={t('menu.open')}
      >
        <MenuIcon width={22} height={22} />
      </button>
      {sheet.used && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={sheet.open} onOpenChange={sheet.setOpen} opener={sheet.opener} />
        </Suspense>
      )}
    </>
  )
}

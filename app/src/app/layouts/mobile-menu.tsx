// The side menu for small screens: a button that opens the sheet (mobile-menu-sheet.tsx, a Radix
// dialog). The sheet's code loads once the page is idle, not with the first download (decision 010).
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MenuIcon } from '#app/components/ui/icons'
import { whenIdle } from '#app/lib/when-idle'

const loadSheet = () => import('./mobile-menu-sheet')
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })))

export function MobileMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  useEffect(() => whenIdle(() => void loadSheet()), [])
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        className="-ml-2 grid size-10 place-items-center rounded-full text-ink hover:bg-sand/60 lg:hidden"
        aria-label={t('menu.open')}
      >
        <MenuIcon width={22} height={22} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  )
}

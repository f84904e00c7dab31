// The storefront chrome (spec §2.3): sticky header, main content, footer and the slide-out cart.
// The cart panel is composed here so any page can open it through the outlet context without
// importing another feature.
import { Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { CartPanel } from '../../features/cart/cart-panel'
import { useCart } from '../../lib/cart'
import { NetworkGate } from '../network-gate'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** What storefront pages receive from useOutletContext(). */
export type StorefrontContext = { openCart: () => void }

export function StorefrontLayout() {
  const { t } = useTranslation()
  const { count } = useCart()
  const [cartOpen, setCartOpen] = useState(false)
  const openCart = useCallback(() => setCartOpen(true), [])
  const context = useMemo<StorefrontContext>(() => ({ openCart }), [openCart])
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-ink focus:px-5 focus:py-2.5 focus:text-sm focus:text-cream"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader cartCount={count} onOpenCart={openCart} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <NetworkGate>
            <Outlet context={context} />
          </NetworkGate>
        </Suspense>
      </main>
      <SiteFooter />
      <CartPanel open={cartOpen} onOpenChange={setCartOpen} />
    </div>
  )
}

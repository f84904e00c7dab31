// The storefront chrome (spec §2.3): sticky header, main content, footer and the slide-out cart.
// The cart panel is composed here so any page can open it through the outlet context without
// importing another feature.
import { Suspense, useCallback, useMemo, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { CartPanel } from '#app/features/cart/cart-panel'
import { useCart } from '#app/lib/cart'
import type { StorefrontContext } from '#app/lib/storefront-context'
import { NetworkGate } from '#app/app/network-gate'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'

export function StorefrontLayout() {
  const { count } = useCart()
  const [cartOpen, setCartOpen] = useState(false)
  const openCart = useCallback(() => setCartOpen(true), [])
  const context = useMemo<StorefrontContext>(() => ({ openCart }), [openCart])
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
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

// The storefront chrome: sticky header, main content, footer and the slide-out cart.
// The cart panel is composed here so any page can open it through the outlet context without
// importing another feature. The panel (a Radix dialog) is not part of the first download: its
// chunk loads once the page is idle, and the panel mounts on first open (decision 010).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { useCart } from '#app/lib/cart'
import { whenIdle } from '#app/lib/when-idle'
import type { StorefrontContext } from '#app/lib/storefront-context'
import { EarlyInput } from '#app/components/form/early-input'
import { NetworkGate } from '#app/app/network-gate'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'

const loadCartPanel = () => import('#app/features/cart/cart-panel')
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })))

export function StorefrontLayout() {
  const { count } = useCart()
  const [cartOpen, setCartOpen] = useState(false)
  const [cartUsed, setCartUsed] = useState(false)
  const openCart = useCallback(() => {
    setCartUsed(true)
    setCartOpen(true)
  }, [])
  useEffect(() => whenIdle(() => void loadCartPanel()), [])
  const context = useMemo<StorefrontContext>(() => ({ openCart }), [openCart])
  const main = useRef<HTMLElement>(null)
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader cartCount={count} onOpenCart={openCart} />
      <main ref={main} id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* On a server-drawn page React hydrates this boundary after the header and footer. */}
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <NetworkGate>
            <Outlet context={context} />
          </NetworkGate>
          <EarlyInput scope={main} />
        </Suspense>
      </main>
      <SiteFooter />
      {cartUsed && (
        <Suspense fallback={null}>
          <CartPanel open={cartOpen} onOpenChange={setCartOpen} />
        </Suspense>
      )}
    </div>
  )
}

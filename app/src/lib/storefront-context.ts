// What the storefront layout (app/layouts/storefront-layout.tsx) hands its pages through the
// outlet context: the slide-out cart lives in the chrome, so a page opens it without importing
// the cart feature.
import { useOutletContext } from 'react-router-dom'

export type StorefrontContext = { openCart: () => void }

/** The storefront chrome's actions; undefined when a page is rendered outside the storefront layout. */
export const useStorefront = () => useOutletContext<StorefrontContext | undefined>()

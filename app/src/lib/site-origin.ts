// The shop's public origin, for canonical, alternate and Open Graph URLs and structured data.
// The server renders with PUBLIC_URL (or the request's origin) and hands the same value to the
// browser with the page, so a hydrated page keeps exactly the URLs the server wrote.
import { createContext, useContext } from 'react'

export const SiteOriginContext = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin)

export const useSiteOrigin = () => useContext(SiteOriginContext)

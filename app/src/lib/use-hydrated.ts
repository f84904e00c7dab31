// False while the server draws a page and while the browser hydrates it, true from the render
// after: what depends on the browser alone (the URL's #fragment, storage) waits for it, so the
// first client render matches the server's HTML (decision 010). Pages drawn in the browser
// (the app shell, client navigations) get true from the start.
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )

// Whether the screen is at least `min` pixels wide, following the window as it is resized (the
// stock grid turns on a phone so its few colours are the columns and its many sizes the rows).
import { useSyncExternalStore } from 'react'

export function useWideScreen(min = 640): boolean {
  const query = `(min-width: ${min}px)`
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => true,
  )
}

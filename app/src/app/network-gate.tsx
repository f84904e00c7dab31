import type { ReactNode } from 'react'

/**
 * Screens that need the network (route handle `needsNetwork`) say so while offline instead of
 * breaking; the local-first issue fills this in. Until then it renders its children.
 */
export function NetworkGate({ children }: { children: ReactNode }) {
  return <>{children}</>
}

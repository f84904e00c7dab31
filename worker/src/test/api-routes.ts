// The API as the app registers it, and the shared contracts that describe it, discovered rather
// than listed: the access and hostile-input tests cover an endpoint the day it is added.
import type { Access, Call } from '#shared/contracts/contract'

export type Endpoint = { method: string; path: string }

/**
 * Every endpoint of the app under /api: middleware entries (paths ending in '*') are left out and
 * the route-level middleware of one endpoint counts once; `ALL` handlers are tried with GET.
 */
export function apiEndpoints(routes: readonly { method: string; path: string }[]): Endpoint[] {
  const seen = new Map<string, Endpoint>()
  for (const route of routes) {
    if (!route.path.startsWith('/api') || route.path.endsWith('*')) continue
    const method = route.method === 'ALL' ? 'GET' : route.method
    seen.set(`${method} ${route.path}`, { method, path: route.path })
  }
  return [...seen.values()]
}

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'url' in value && 'access' in value

/** Every call of every resource in shared/contracts/*.ts. */
export function contractCalls(): Call[] {
  const modules = import.meta.glob<Record<string, unknown>>(['../../../shared/contracts/*.ts', '!**/*.test.ts'], { eager: true })
  return Object.values(modules).flatMap((exports) =>
    Object.values(exports).flatMap((resource) => (typeof resource === 'object' && resource !== null ? Object.values(resource).filter(isCall) : [])),
  )
}

/** The contract of an endpoint: same method, same path. */
export const contractOf = (endpoint: Endpoint, calls: Call[]) => calls.find((c) => c.method === endpoint.method && c.url === endpoint.path)

/** A concrete URL for a route path: each `:param` filled with `value`. */
export const fillParams = (path: string, value: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, encodeURIComponent(value))

export const ROLES_BY_ACCESS: Record<Access, readonly string[]> = {
  public: ['visitor', 'customer', 'wholesale', 'staff', 'admin'],
  'signed-in': ['customer', 'wholesale', 'staff', 'admin'],
  'back-office': ['staff', 'admin'],
  admin: ['admin'],
}

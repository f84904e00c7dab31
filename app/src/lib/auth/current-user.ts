// The signed-in user, shared by the header, the guards and the layouts: one store, one request.
// GET /api/auth/me answers 401 for a visitor (null here). The request is only made when the
// server's readable `signed_in` hint cookie is present, so a visitor's page load makes no call
// at all. Re-read after login, register and logout, the three calls that change who is signed in.
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react'
import type { PublicUser, Role } from '#shared/schemas/auth'
import { ApiError, callApi } from '#app/lib/api-client'

/** The contract module (and zod with it) loads on first use: the header needs none of it to paint. */
const loadAuthApi = () => import('#shared/contracts/auth').then((m) => m.authApi)

export type CurrentUserState =
  | { status: 'loading'; user: null }
  | { status: 'ready'; user: PublicUser | null }
  | { status: 'error'; user: null; error: ApiError }

const SIGNED_IN_HINT = /(?:^|;\s*)signed_in=1(?:;|$)/
const hasSignedInHint = () => typeof document !== 'undefined' && SIGNED_IN_HINT.test(document.cookie)

/** Whether a Cookie header carries the hint (the server drawing a page reads the request's). */
export const cookieHasSignedInHint = (cookie: string | null) => cookie !== null && SIGNED_IN_HINT.test(cookie)

/**
 * The hint as the page was drawn with it: a server-drawn page shows the sign-in button, or the
 * placeholder while the user loads, exactly as the request's cookie said, and hydrates the same.
 */
export const SignedInHintContext = createContext(hasSignedInHint())
const VISITOR: CurrentUserState = { status: 'ready', user: null }
const CHECKING: CurrentUserState = { status: 'loading', user: null }

let state: CurrentUserState = hasSignedInHint() ? { status: 'loading', user: null } : { status: 'ready', user: null }
let loaded = !hasSignedInHint()
let inflight: Promise<PublicUser | null> | undefined
const listeners = new Set<() => void>()

function publish(next: CurrentUserState) {
  state = next
  for (const listener of listeners) listener()
}

/** Asks the server who is signed in (skipped when the browser holds no session hint). */
export function refreshCurrentUser(): Promise<PublicUser | null> {
  loaded = true
  if (!hasSignedInHint()) {
    publish({ status: 'ready', user: null })
    return Promise.resolve(null)
  }
  inflight ??= loadAuthApi()
    .then((authApi) => callApi(authApi.me))
    .then(
      (user) => {
        publish({ status: 'ready', user })
        return user
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          publish({ status: 'ready', user: null })
          return null
        }
        publish({ status: 'error', user: null, error: error instanceof ApiError ? error : new ApiError(0, 'network_error', String(error)) })
        return null
      },
    )
    .finally(() => {
      inflight = undefined
    })
  return inflight
}

/** After login or register the response already is the user: no second request needed. */
export function setCurrentUser(user: PublicUser | null) {
  loaded = true
  publish({ status: 'ready', user })
}

/** Ends the session on the server; the caller shows its own toast and goes where its area says. */
export async function logout() {
  await callApi(await loadAuthApi().then((a) => a.logout))
  setCurrentUser(null)
}

export function useCurrentUser(): CurrentUserState {
  const hinted = useContext(SignedInHintContext)
  const snapshot = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => (hinted ? CHECKING : VISITOR),
  )
  useEffect(() => {
    if (!loaded) void refreshCurrentUser()
  }, [])
  return snapshot
}

export const isBackOffice = (role: Role | undefined) => role === 'admin' || role === 'staff'

/** Where "my account" leads: the back office for admin and staff, the dashboard for others. */
export const homeFor = (role: Role | undefined) => (isBackOffice(role) ? '/admin/orders' : '/dashboard')

export function initialsOf(user: Pick<PublicUser, 'firstName' | 'lastName'>) {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase()
}

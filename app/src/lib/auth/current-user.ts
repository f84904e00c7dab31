// The signed-in user, shared by the header, the guards and the layouts: one store, one request.
// GET /api/auth/me answers 401 for a visitor (null here). The request is only made when the
// server's readable `signed_in` hint cookie is present, so a visitor's page load makes no call
// at all. Re-read after login, register and logout, the three calls that change who is signed in.
// Offline, the user the server last confirmed on this device is shown (marked `offline`), and
// asked about again as soon as the browser is back online: no navigation needed.
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react'
import type { PublicUser, Role } from '#shared/schemas/auth'
import { ApiError, callApi } from '#app/lib/api-client'
import { STORAGE_KEYS } from '#app/lib/storage-keys'

/** The contract module (and zod with it) loads on first use: the header needs none of it to paint. */
const loadAuthApi = () => import('#shared/contracts/auth').then((m) => m.authApi)

export type CurrentUserState =
  | { status: 'loading'; user: null }
  /** `offline`: the server could not be asked; the user is the one it last confirmed here. */
  | { status: 'ready'; user: PublicUser | null; offline?: true }
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

/** Keeps (or forgets) the user the server confirmed, for the next time it cannot be asked. */
function remember(user: PublicUser | null) {
  try {
    if (user) localStorage.setItem(STORAGE_KEYS.lastUser, JSON.stringify(user))
    else localStorage.removeItem(STORAGE_KEYS.lastUser)
  } catch {
    // Private mode or a full quota: offline, the header then shows the sign-in button.
  }
}

function lastKnownUser(): PublicUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.lastUser) ?? 'null') as PublicUser | null
    return user && typeof user.id === 'string' && typeof user.firstName === 'string' ? user : null
  } catch {
    return null
  }
}

/** Ready with this user, kept for later offline visits. */
function confirmed(user: PublicUser | null) {
  remember(user)
  publish({ status: 'ready', user })
}

/** Asks the server who is signed in (skipped when the browser holds no session hint). */
export function refreshCurrentUser(): Promise<PublicUser | null> {
  loaded = true
  if (!hasSignedInHint()) {
    confirmed(null)
    return Promise.resolve(null)
  }
  inflight ??= loadAuthApi()
    .then((authApi) => callApi(authApi.me))
    .then(
      (user) => {
        confirmed(user)
        return user
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          confirmed(null)
          return null
        }
        const failure = error instanceof ApiError ? error : new ApiError(0, 'network_error', String(error))
        const known = failure.isNetworkError ? lastKnownUser() : null
        publish(known ? { status: 'ready', user: known, offline: true } : { status: 'error', user: null, error: failure })
        return known
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
  confirmed(user)
}

// Back online after a visit the server could not answer: ask it now, so the header is right again.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (loaded && (state.status === 'error' || (state.status === 'ready' && state.offline))) void refreshCurrentUser()
  })
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

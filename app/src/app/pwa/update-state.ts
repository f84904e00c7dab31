// "A new version is waiting", as React reads it (update-prompt.tsx). Apart from service-worker.ts
// so the prompt, part of every page, does not bring workbox-window into the first download: the
// registration loads with the app's background work (app/background.ts, decision 010).
type UpdateState = { waiting: boolean }

let state: UpdateState = { waiting: false }
const listeners = new Set<() => void>()
let activate: (() => void) | undefined

export function setUpdateState(next: UpdateState) {
  state = next
  listeners.forEach((l) => l())
}

export const subscribeToUpdates = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const getUpdateState = () => state

/** The registration says how to activate the waiting version (service-worker.ts). */
export function onApplyUpdate(handler: () => void) {
  activate = handler
}

/** Activates the waiting version; the registration then reloads the page onto it. */
export function applyUpdate() {
  activate?.()
}

export function dismissUpdate() {
  setUpdateState({ waiting: false })
}

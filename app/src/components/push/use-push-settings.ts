// The flow of the profile's notification settings (decision 043): this browser's push
// subscription and the topics it follows, read from the service worker and the server; choosing
// a first topic asks the browser's permission and subscribes, the last one off unsubscribes.
// Loaded only when the settings are opened (the profile's notifications card, or the one-time
// offer of push-prompt.tsx), with the push contract.
import { useCallback, useEffect, useState } from 'react'
import type { Language } from '#shared/catalogue/catalogue'
import { pushApi } from '#shared/contracts/push'
import type { PushTopic } from '#shared/push/topics'
import { callApi } from '#app/lib/api-client'

export type PushSettingsState =
  | { status: 'loading' }
  /** No service worker or Push API here (an iPhone's Safari outside the installed app, a development server). */
  | { status: 'unsupported' }
  /** The shop has no VAPID keys: nothing to offer. */
  | { status: 'not_offered' }
  /** The state could not be read (offline, the server refused): `failed` says why. */
  | { status: 'failed' }
  | { status: 'ready'; offered: PushTopic[]; chosen: PushTopic[]; blocked: boolean }

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

async function registration() {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return undefined
  return navigator.serviceWorker.getRegistration()
}

export function usePushSettings(language: Language) {
  const [state, setState] = useState<PushSettingsState>({ status: 'loading' })
  const [publicKey, setPublicKey] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<unknown>()

  useEffect(() => {
    let live = true
    const read = async (): Promise<PushSettingsState> => {
      const worker = await registration()
      if (!worker) return { status: 'unsupported' }
      const subscription = await worker.pushManager.getSubscription()
      const answer = await callApi(pushApi.state, { query: subscription ? { endpoint: subscription.endpoint } : {} })
      if (live) setPublicKey(answer.publicKey)
      if (!answer.publicKey) return { status: 'not_offered' }
      return { status: 'ready', offered: answer.topics, chosen: answer.subscription?.topics ?? [], blocked: Notification.permission === 'denied' }
    }
    read().then(
      (read) => live && setState(read),
      (error: unknown) => {
        if (!live) return
        setFailed(error)
        setState({ status: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [])

  const choose = useCallback(
    async (topic: PushTopic, on: boolean) => {
      if (state.status !== 'ready' || !publicKey) return
      const next = on ? [...state.chosen, topic] : state.chosen.filter((t) => t !== topic)
      setBusy(true)
      setFailed(undefined)
      try {
        const worker = (await registration())!
        let subscription = await worker.pushManager.getSubscription()
        if (next.length === 0) {
          if (subscription) {
            await callApi(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } })
            await subscription.unsubscribe()
          }
          setState({ ...state, chosen: [] })
          return
        }
        const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
        if (permission !== 'granted') {
          setState({ ...state, blocked: permission === 'denied' })
          return
        }
        subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
        const { keys } = subscription.toJSON()
        const answer = await callApi(pushApi.subscribe, {
          body: { endpoint: subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, topics: next, language },
        })
        setState({ ...state, chosen: answer.subscription?.topics ?? [], blocked: false })
      } catch (error) {
        setFailed(error)
      } finally {
        setBusy(false)
      }
    },
    [state, publicKey, language],
  )

  return { state, busy, failed, choose }
}

// The one-time offer of notifications (decision 043), at the moments they make sense: a signed-in
// customer's order just paid (its confirmation page) and a wholesale rep's orders queued or sent
// (/wholesale/sent), never on a first visit. It asks nothing itself: where this browser can take
// notifications, the permission was never asked and the offer never answered on this device, it
// loads the offer (push-settings-prompt.tsx, with the push settings' own chunk), which shows only
// if the shop sends notifications and this device follows nothing yet. Decided after the first
// render, so a page the server drew is hydrated as it was drawn.
import { lazy, Suspense, useState } from 'react'
import { useCurrentUser } from '#app/lib/auth/current-user'
import { useHydrated } from '#app/lib/use-hydrated'

const PushSettingsPrompt = lazy(() => import('./push-settings-prompt').then((m) => ({ default: m.PushSettingsPrompt })))

/** Set once the offer was answered on this device (turned on or "not now"): it is not made again. */
export const PUSH_OFFER_ANSWERED = 'push-offer-answered'

export type PushOfferMoment = 'order' | 'wholesale'

/** Whether this browser can take notifications and has not been asked, nor answered the offer. */
function canOffer(): boolean {
  try {
    return (
      'serviceWorker' in navigator &&
      'PushManager' in window &&
      'Notification' in window &&
      Notification.permission === 'default' &&
      localStorage.getItem(PUSH_OFFER_ANSWERED) === null
    )
  } catch {
    return false
  }
}

export function PushPrompt({ moment }: { moment: PushOfferMoment }) {
  const { user } = useCurrentUser()
  const hydrated = useHydrated()
  return user && hydrated ? <Offer moment={moment} /> : null
}

/** Decided once, when it first shows: answering it (or the permission the settings ask) does not take it away while on screen. */
function Offer({ moment }: { moment: PushOfferMoment }) {
  const [shown, setShown] = useState(canOffer)
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <PushSettingsPrompt moment={moment} onDismiss={() => setShown(false)} />
    </Suspense>
  )
}

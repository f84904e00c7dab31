// The app's own notices, loaded once the page is idle (root-layout.tsx): writes the server refused
// after they were queued offline, and "a new version is available".
import { OutboxReview } from '#app/app/pwa/outbox-review'
import { UpdatePrompt } from '#app/app/pwa/update-prompt'

export function AppNotices() {
  return (
    <>
      <OutboxReview />
      <UpdatePrompt />
    </>
  )
}

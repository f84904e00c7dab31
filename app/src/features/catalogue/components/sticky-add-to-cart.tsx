// The phone's add-to-cart bar (decision 018): once the in-page button has scrolled away above the
// screen, a bar fixed to the bottom repeats the price, what is chosen and the button, so a shopper
// who scrolled on to read the details adds without scrolling back. Its button submits the same
// form (the `form` attribute), so the rules and messages are the form's own. Hidden from 640 px,
// where the purchase panel sits beside the gallery.
import { useEffect, useState, type RefObject } from 'react'
import { Button } from '#app/components/ui/button'

type Props = {
  formId: string
  /** The form's own submit button: the bar shows while it is above the screen. */
  anchor: RefObject<HTMLElement | null>
  price: string
  /** What is chosen so far ("Black · M"), or what is still to choose. */
  summary: string
  label: string
  disabled: boolean
}

/** The phone's sticky header (banner and bar). */
const HEADER_HEIGHT_PX = 96

function useScrolledPast(anchor: RefObject<HTMLElement | null>) {
  const [past, setPast] = useState(false)
  useEffect(() => {
    // A scroll listener, not an IntersectionObserver: one fling (or a jump to the details) takes
    // the button from below the screen to above it without ever crossing it, and an observer
    // reports only crossings. The check is one layout read per frame at most.
    let frame = 0
    const check = () => {
      frame = 0
      const element = anchor.current
      // The sticky header covers the top of the screen: a button under it is out of reach too.
      if (element) setPast(element.getBoundingClientRect().bottom < HEADER_HEIGHT_PX)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [anchor])
  return past
}

export function StickyAddToCart({ formId, anchor, price, summary, label, disabled }: Props) {
  const shown = useScrolledPast(anchor)
  return (
    <div
      data-testid="sticky-add-to-cart"
      // Pills fixed to the bottom of the screen (the offline indicator) rise above it while it shows.
      data-bottom-bar=""
      // Out of sight and out of the tab order until the in-page button has scrolled away.
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sand bg-cream/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgba(31,28,26,0.08)] backdrop-blur sm:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-base text-ink tabular-nums">{price}</p>
          <p className="truncate text-xs text-muted">{summary}</p>
        </div>
        <Button type="submit" form={formId} size="lg" disabled={disabled} className="h-12 shrink-0 px-6" data-testid="sticky-add-button">
          {label}
        </Button>
      </div>
    </div>
  )
}

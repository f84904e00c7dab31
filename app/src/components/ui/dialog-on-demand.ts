// A dialog whose code loads on first use (the search, the phone's menu, the shop's filters sheet):
// nothing of it mounts until its button is first pressed; from then on it stays mounted, so it can
// animate closed and keep what it holds, and focus returns to the button that opened it.
import { useRef, useState } from 'react'

export function useDialogOnDemand() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  return {
    open,
    setOpen,
    /** Render the (lazy) dialog only once this is true. */
    used,
    opener,
    /** Spread on the button that opens the dialog. */
    openerProps: {
      ref: opener,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onClick: () => {
        setUsed(true)
        setOpen(true)
      },
    } as const,
  }
}

// Focus back to the control that opened a Radix dialog opened by state (a row's button, a URL, a
// button inside another dialog, the add-to-cart button): Radix gives it back only to its own
// trigger. Spread on the dialog's Content: it notes what has the focus as the dialog opens (before
// the focus moves in) and gives it back as it closes, when that control is still on the page (a
// list drawn anew puts it back itself: useUrlDialog, useRowDialog).
import { useRef } from 'react'

export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      if (opener.current?.isConnected) opener.current.focus()
      opener.current = null
    },
  }
}

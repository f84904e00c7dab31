// Focus back to the control that opened a Radix dialog opened by state (a row's button, a URL, a
// button inside another dialog, the add-to-cart button): Radix gives it back only to its own
// trigger. Spread on the dialog's Content: it notes what has the focus as the dialog opens (before
// the focus moves in) and gives it back as it closes, when that control is still on the page (a
// list drawn anew puts it back itself: useUrlDialog, useRowDialog) and the page is still the one it
// opened on (a link in the dialog, the cart's checkout, leads to a page that starts the focus anew).
import { useRef } from 'react'

export function useFocusReturn() {
  const opener = useRef<{ element: HTMLElement; path: string } | null>(null)
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement
      opener.current = active instanceof HTMLElement && active !== document.body ? { element: active, path: location.pathname } : null
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      const { element, path } = opener.current ?? {}
      if (element?.isConnected && path === location.pathname) element.focus()
      opener.current = null
    },
  }
}

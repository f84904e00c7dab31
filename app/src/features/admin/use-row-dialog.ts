// A back-office list's dialog (a discount code's, an offer's): closed, new, or a row being edited.
// Focus goes back to the button that opened it once it closes; after a change that takes a row's
// buttons away (ending it), to the row's own edit button, marked `data-edit-row`, once the list
// has reloaded.
import { useEffect, useRef, useState } from 'react'

export function useRowDialog<Row>(loaded: unknown) {
  const [editing, setEditing] = useState<null | 'new' | Row>(null)
  const opener = useRef<HTMLElement | null>(null)
  const focusOnReload = useRef<string | null>(null)
  useEffect(() => {
    if (!loaded || !focusOnReload.current) return
    // The table (wide screens) and the cards (phones) both hold the button: the one on show.
    const buttons = document.querySelectorAll<HTMLElement>(`[data-edit-row="${focusOnReload.current}"]`)
    ;[...buttons].find((b) => b.offsetParent !== null)?.focus()
    focusOnReload.current = null
  }, [loaded])

  const open = (next: 'new' | Row) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setEditing(next)
  }
  const close = () => {
    setEditing(null)
    // The dialog unmounts as it closes: its opener takes the focus back once it has.
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus())
  }
  return {
    editing,
    open,
    close,
    /** After the next reload, the focus goes to this row's edit button. */
    focusRowAfterReload: (id: string) => {
      focusOnReload.current = id
    },
  }
}

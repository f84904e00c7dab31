// A back-office list's dialog (a discount code's, an offer's): closed, new, or a row being edited.
// The dialog gives the focus back to the button that opened it as it closes; after a change that
// takes a row's buttons away (ending it), it goes to the row's own edit button, marked
// `data-edit-row`, once the list has reloaded.
import { useEffect, useRef, useState } from 'react'

export function useRowDialog<Row>(loaded: unknown) {
  const [editing, setEditing] = useState<null | 'new' | Row>(null)
  const focusOnReload = useRef<string | null>(null)
  useEffect(() => {
    if (!loaded || !focusOnReload.current) return
    // The table (wide screens) and the cards (phones) both hold the button: the one on show.
    const buttons = document.querySelectorAll<HTMLElement>(`[data-edit-row="${focusOnReload.current}"]`)
    ;[...buttons].find((b) => b.offsetParent !== null)?.focus()
    focusOnReload.current = null
  }, [loaded])

  return {
    editing,
    open: (next: 'new' | Row) => setEditing(next),
    close: () => setEditing(null),
    /** After the next reload, the focus goes to this row's edit button. */
    focusRowAfterReload: (id: string) => {
      focusOnReload.current = id
    },
  }
}

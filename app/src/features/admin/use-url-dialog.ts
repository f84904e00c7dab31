// A back-office list's row opened in a dialog whose id is kept in the URL (`?order=…`, `?message=…`,
// `?case=…`): a link or a reload opens it again. Focus goes back to the row's button that opens it,
// marked `data-opens="<id>"`, once the dialog has closed, or, when the row left the list meanwhile
// (a status filter it no longer matches), to the page's main region.
import { useEffect, useRef } from 'react'
import type { ListParams } from '#app/components/data/use-list-params'

export function useUrlDialog<K extends string>(list: ListParams<K>, key: K) {
  const openId = list.values[key]
  const closed = useRef<string | null>(null)
  useEffect(() => {
    if (openId || !closed.current) return
    const id = closed.current
    closed.current = null
    // After the dialog's own focus return (a task queued as it unmounted), which finds no opener
    // when the URL change drew the list anew. The table (wide screens) and the cards (phones)
    // both hold the row's button: the one on show.
    const timer = setTimeout(() => {
      const buttons = [...document.querySelectorAll<HTMLElement>('[data-opens]')].filter((b) => b.dataset.opens === id)
      ;(buttons.find((b) => b.offsetParent !== null) ?? buttons[0] ?? document.getElementById('main'))?.focus()
    })
    return () => clearTimeout(timer)
  }, [openId])

  const open = (id: string) => list.set({ [key]: id } as Partial<Record<K, string>>, { keepPage: true })
  const close = () => {
    closed.current = openId
    list.set({ [key]: '' } as Partial<Record<K, string>>, { keepPage: true })
  }
  return { openId, open, close }
}

// What a shopper types or picks on a server-drawn page before the app has hydrated that part of it
// (decision 021). The page shows every field at once but reacts to nothing until hydrated, and
// React 19 keeps what was typed on screen without telling the component: the field shows "72,5"
// while the form's state holds "", the next render empties the field, and Add to Cart says the
// measure is missing. Once a part is hydrated, its fields that differ from what React drew are
// handed to React as the shopper's own input, so their onChange runs with what is on screen.
import { useLayoutEffect, type RefObject } from 'react'
import { partHydrated } from '#app/lib/page-hydrated'

/** The DOM's own value setter, which React's change tracking (a setter on the element) does not see. */
function setValueUnseen(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, value)
}

function adoptTyped(element: HTMLInputElement | HTMLTextAreaElement) {
  // Hydration sets defaultValue to the value React drew (its state), and leaves value as typed.
  if (element.value === element.defaultValue) return
  const typed = element.value
  const caret = element === document.activeElement ? { start: element.selectionStart, end: element.selectionEnd } : null
  element.value = element.defaultValue // React's tracker now holds what it drew…
  setValueUnseen(element, typed) // …and the field holds what was typed: an input event is a change.
  element.dispatchEvent(new Event('input', { bubbles: true }))
  try {
    if (caret) element.setSelectionRange(caret.start, caret.end)
  } catch {
    // Number and email fields have no caret to put back.
  }
}

function adoptPicked(element: HTMLInputElement) {
  if (element.checked === element.defaultChecked) return
  // A radio unchecked by picking another of its group is handed over through that other one.
  if (element.type === 'radio' && !element.checked) return
  element.checked = !element.checked // through React's tracker: the click below is then a change
  element.click()
}

/** Hands React what was typed or picked inside `scope` before it hydrated (see the file comment). */
function adoptEarlyInput(scope: ParentNode) {
  for (const element of scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected)) {
        element.dispatchEvent(new Event('change', { bubbles: true }))
      }
    } else if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      adoptPicked(element)
    } else if (element.type !== 'file' && element.type !== 'hidden') {
      adoptTyped(element)
    }
  }
}

/**
 * Placed last inside a Suspense boundary the server draws: when React hydrates that boundary (a
 * step of its own, after the rest of the page), hands it what was typed in `scope` meanwhile and
 * says so (lib/page-hydrated.ts: the performance mark read by the tests and the bench and, for the
 * page's own boundary, no `part`, the start of the work held for it).
 */
export function EarlyInput({ scope, part }: { scope: RefObject<HTMLElement | null>; part?: string }) {
  useLayoutEffect(() => {
    if (scope.current) adoptEarlyInput(scope.current)
    partHydrated(part)
  }, [scope, part])
  return null
}

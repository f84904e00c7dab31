// The row above a list: a search box and filters, wrapping on phones. The search waits for a
// pause in typing before it changes the list (and the URL), so each keystroke is not a request.
import { useEffect, useId, useRef, useState, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cn } from '#app/components/ui/cn'

export function FilterBar({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end', className)}>{children}</div>
}

// min-h-11: a 44 px tap target on phones, whatever the font draws.
const CONTROL = 'block min-h-11 w-full rounded-2xl border border-sand bg-white px-4 py-2.5 text-sm text-ink shadow-sm outline-none transition focus:border-cocoa focus:ring-2 focus:ring-cocoa/30'

const SEARCH_DELAY_MS = 300

export function SearchBox({ label, placeholder, value, onSearch, className }: { label: string; placeholder: string; value: string; onSearch: (value: string) => void; className?: string }) {
  const id = useId()
  const [text, setText] = useState(value)
  const latest = useRef(onSearch)
  useEffect(() => {
    latest.current = onSearch
  })
  // The URL changed from elsewhere (back button, a link): show what it says. The change this box
  // made itself is not copied back, so what was typed since is kept.
  const [shown, setShown] = useState(value)
  const [sent, setSent] = useState(value)
  if (shown !== value) {
    setShown(value)
    if (value !== sent) setText(value)
  }
  useEffect(() => {
    const wanted = text.trim()
    if (wanted === value.trim()) return
    const timer = setTimeout(() => {
      setSent(wanted)
      latest.current(wanted)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, value])
  return (
    <div className={cn('min-w-0 sm:flex-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} className={CONTROL} />
    </div>
  )
}

type FilterSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'className'> & {
  label: string
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  className?: string
}

export function FilterSelect({ label, value, onChange, options, className, ...select }: FilterSelectProps) {
  const id = useId()
  return (
    <div className={cn('sm:w-56', className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <select {...select} id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cn(CONTROL, 'mt-1')}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

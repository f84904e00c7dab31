// The header's search (decision 018): instant, over the device's catalogue mirror, so it
// works offline; accents and case do not matter; it looks at the name, category, description and
// code in the page's language (#shared/catalogue/search, which the shop's `?q=` view shares).
// WAI-ARIA combobox with a listbox popup: the text box keeps focus, arrow keys move the active
// option (aria-activedescendant), Enter opens it, or the shop's full results when none is active.
// This chunk and its strings load when the shopper first opens search (site-header.tsx).
import * as Dialog from '@radix-ui/react-dialog'
import { useId, useMemo, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { localized } from '#shared/catalogue/catalogue'
import { matchScore, queryWords, SEARCH_MAX_LENGTH, searchEntry } from '#shared/catalogue/search'
import type { Product } from '#shared/schemas/catalogue'
import { imageFor, priceCents } from '#app/components/product/product-info'
import { cn } from '#app/components/ui/cn'
import { ArrowRightIcon, XIcon, SearchIcon } from 'lucide-react'
import { useProducts } from '#app/lib/catalogue'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'

/** Pieces listed under the box; the rest are one step away in the shop's full results. */
export const SEARCH_SUGGESTIONS = 6

type Props = { open: boolean; onOpenChange: (open: boolean) => void; opener: RefObject<HTMLButtonElement | null> }

/** The best matches first (name before description), then in catalogue order. */
function useSearch(query: string): { status: 'loading' | 'ready'; found: Product[] } {
  const { t } = useTranslation()
  const { lang } = useLang()
  const products = useProducts()
  const entries = useMemo(
    () => (products.status === 'ready' ? products.data.map((product) => ({ product, entry: searchEntry(product, lang, (c) => t(`categories.${c}.name`)) })) : []),
    [products, lang, t],
  )
  const words = queryWords(query)
  const found = useMemo(() => {
    if (words.length === 0) return []
    return entries
      .map(({ product, entry }, order) => ({ product, order, score: matchScore(entry, words) }))
      .filter((m): m is typeof m & { score: number } => m.score !== undefined)
      .sort((a, b) => a.score - b.score || a.order - b.order)
      .map((m) => m.product)
    // The words are what matters, not the array's identity.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [entries, words.join(' ')])
  return { status: products.status === 'ready' ? 'ready' : 'loading', found }
}

export function SearchDialog({ open, onOpenChange, opener }: Props) {
  const { t } = useTranslation('search')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(-1)
  const { status, found } = useSearch(query)
  const listboxId = useId()
  const optionId = (i: number) => `${listboxId}-option-${i}`
  const trimmed = query.trim()
  const suggestions = found.slice(0, SEARCH_SUGGESTIONS)
  // The last option always leads to the shop's full results for the words typed.
  const options = trimmed ? suggestions.length + 1 : 0
  const expanded = options > 0

  const go = (path: string) => {
    setQuery('')
    setActive(-1)
    onOpenChange(false)
    navigate(to(path))
  }
  const choose = (i: number) => {
    const product = suggestions[i]
    if (product) go(`/product/${product.id}`)
    else if (trimmed) go(`/shop?${new URLSearchParams({ q: trimmed })}`)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options > 0) {
      event.preventDefault()
      setActive((i) => (i + 1) % options)
    } else if (event.key === 'ArrowUp' && options > 0) {
      event.preventDefault()
      setActive((i) => (i <= 0 ? options - 1 : i - 1))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(active >= 0 ? active : suggestions.length)
    }
  }

  const announcement =
    !trimmed ? '' : status === 'loading' ? t('loading') : found.length === 0 ? t('none', { query: trimmed }) : t('found', { count: found.length })

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/30 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="search-dialog"
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[85vh] w-full max-w-2xl flex-col rounded-b-3xl bg-cream shadow-2xl outline-none sm:top-6 sm:w-[calc(100vw-2rem)] sm:rounded-3xl"
          onEscapeKeyDown={(event) => {
            // First Escape clears the box (combobox pattern); the next one closes the dialog.
            if (!query) return
            event.preventDefault()
            setQuery('')
            setActive(-1)
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('description')}</Dialog.Description>
          <div className="flex items-center gap-2 border-b border-sand px-4 py-3 sm:px-5">
            <SearchIcon width={20} height={20} className="shrink-0 text-muted" />
            <input
              type="text"
              role="combobox"
              aria-label={t('label')}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              enterKeyHint="search"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('placeholder')}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value)
                setActive(-1)
              }}
              onKeyDown={onKeyDown}
              className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-muted focus:outline-none"
              data-testid="search-input"
            />
            <Dialog.Close className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-sand/60" aria-label={t('close')}>
              <XIcon />
            </Dialog.Close>
          </div>
          <p role="status" className="sr-only">
            {announcement}
          </p>
          <ul id={listboxId} role="listbox" aria-label={t('results')} className={cn('min-h-0 flex-1 overflow-y-auto p-2', !expanded && 'hidden')}>
            {suggestions.map((product, i) => {
              const name = localized(product, 'name', lang)
              return (
                <li
                  key={product.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  onClick={() => choose(i)}
                  onMouseMove={() => setActive(i)}
                  className={cn('flex cursor-pointer items-center gap-3 rounded-2xl p-2', i === active && 'bg-sand/60')}
                  data-testid="search-result"
                >
                  <img src={imageFor(product, undefined)} alt="" width={48} height={60} className="h-15 w-12 shrink-0 rounded-lg bg-sand/40 object-cover" />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 font-serif text-lg leading-snug text-ink">{name}</span>
                    <span className="block truncate text-xs text-muted">
                      {tc(`categories.${product.category}.short`)} · {product.code}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm text-ink tabular-nums">{formatMoney(priceCents(product), lang)}</span>
                </li>
              )
            })}
            {trimmed && (
              <li
                id={optionId(suggestions.length)}
                role="option"
                aria-selected={active === suggestions.length}
                onClick={() => choose(suggestions.length)}
                onMouseMove={() => setActive(suggestions.length)}
                className={cn('flex cursor-pointer items-center justify-between gap-3 rounded-2xl px-3 py-3 text-sm font-medium text-ink', active === suggestions.length && 'bg-sand/60')}
                data-testid="search-see-all"
              >
                {found.length === 0 && status === 'ready' ? t('none', { query: trimmed }) : t('seeAll', { query: trimmed })}
                <ArrowRightIcon width={18} height={18} className="shrink-0" />
              </li>
            )}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

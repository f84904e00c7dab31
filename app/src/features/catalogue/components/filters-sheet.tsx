// The phone's filters (decision 018): one 'Filters' button on the shop page opens this sheet from the
// bottom, so the first products fit the first screen. A Radix dialog (focus stays in, Escape
// closes, focus returns to the button); choices apply at once, as in the row on wider screens,
// and the main button closes the sheet on the updated grid. Loaded when the page is idle and
// mounted on first use, like the other sheets (decision 010).
import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { XIcon } from 'lucide-react'
import { ShopFilterFields, type FilterFieldsProps } from './shop-filter-fields'

type Props = Omit<FilterFieldsProps, 'layout' | 'idPrefix'> & {
  open: boolean
  onOpenChange: (open: boolean) => void
  opener: RefObject<HTMLButtonElement | null>
  /** Products matching now, or undefined while counting. */
  total: number | undefined
  onClear?: () => void
}

export function FiltersSheet({ open, onOpenChange, opener, total, onClear, ...fields }: Props) {
  const { t } = useTranslation('shop')
  const { t: tc } = useTranslation()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/30 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="filters-sheet"
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88vh] flex-col rounded-t-3xl bg-cream shadow-2xl outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          <div className="flex items-center justify-between border-b border-sand px-6 py-4">
            <Dialog.Title className="font-serif text-2xl text-ink">{t('filters.title')}</Dialog.Title>
            <Dialog.Close className="-mr-2 grid size-10 place-items-center rounded-full hover:bg-sand/60" aria-label={tc('dialog.close')}>
              <XIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('filters.description')}</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
            <ShopFilterFields {...fields} idPrefix="sheet-filter" layout="stack" />
          </div>
          <div className="flex items-center gap-3 border-t border-sand px-6 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {onClear && (
              <Button variant="ghost" onClick={onClear} className="px-4">
                {t('clear')}
              </Button>
            )}
            <Button className="flex-1" onClick={() => onOpenChange(false)} data-testid="filters-show">
              {total === undefined ? t('loading') : t('filters.show', { count: total })}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

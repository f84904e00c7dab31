// The one modal dialog of the back office and the customer area (view an order, edit stock,
// create a user, confirm a deletion): a Radix dialog, so focus moves in, stays in and Escape closes
// it. Long content scrolls inside; on a phone it fills the width.
// Focus returns to the control that opened it (focus-return.ts).
// One Escape closes it even when a toast (a refusal) came on top of it since: the toast, the
// topmost layer, takes the key and this dialog, holding the focus, closes too.
import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from './cn'
import { useFocusReturn } from './focus-return'
import { XIcon } from 'lucide-react'

export type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Read by screen readers when the dialog opens; shown under the title unless `hideDescription`. */
  description?: string
  hideDescription?: boolean
  size?: 'sm' | 'md' | 'lg'
  children: ReactNode
  /** Buttons at the bottom, kept visible while the body scrolls. */
  footer?: ReactNode
}

const WIDTHS = { sm: 'sm:max-w-md', md: 'sm:max-w-xl', lg: 'sm:max-w-3xl' }

export function Dialog({ open, onOpenChange, title, description, hideDescription, size = 'md', children, footer }: DialogProps) {
  const { t } = useTranslation()
  const focusReturn = useFocusReturn()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          // Without a description Radix would warn; the title alone then names the dialog.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focusReturn}
          onKeyDown={(event) => {
            // An Escape this dialog's own layer did not take (it closes the dialog and marks the key
            // handled) went to a layer above it: a toast, as the focus is here and not in a dialog
            // opened from this one (those are drawn elsewhere in the page).
            if (event.key === 'Escape' && !event.defaultPrevented && event.currentTarget.contains(event.target as Node)) onOpenChange(false)
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col rounded-t-3xl bg-white shadow-2xl outline-none',
            'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[88vh] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            WIDTHS[size],
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-sand/70 px-6 py-5">
            <div className="min-w-0">
              <RadixDialog.Title className="font-serif text-2xl text-ink">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className={hideDescription ? 'sr-only' : 'mt-1 text-sm text-muted'}>{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close className="-mr-2 grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-sand/60" aria-label={t('dialog.close')}>
              <XIcon />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-sand/70 px-6 py-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

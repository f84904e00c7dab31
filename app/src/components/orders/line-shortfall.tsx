// A cart line that cannot be bought as it stands (decision 026): its colour and size is no longer
// made, is sold out, or has fewer units left than the line holds (shared/catalogue/variant-choices.ts
// lineShortfall). The cart and the checkout say so on the line, with the fix: lower it to what is
// left, or remove it. Checkout will not place the order while such a line remains.
import { useTranslation } from 'react-i18next'
import type { LineShortfall } from '#shared/catalogue/variant-choices'
import { cn } from '#app/components/ui/cn'

const fixClasses = 'inline-flex min-h-11 items-center rounded-full border border-amber-900/25 bg-white/70 px-4 text-sm font-medium text-amber-950 hover:bg-white sm:min-h-9'

type Props = {
  shortfall: LineShortfall
  /** The product's name, for the buttons' labels. */
  name: string
  onLower: (quantity: number) => void
  /** Given where the line has no remove button of its own (the checkout's list). */
  onRemove?: () => void
  className?: string
}

/** What is wrong with the line, in the shopper's language. */
export function useShortfallText() {
  const { t } = useTranslation('cart')
  return (shortfall: LineShortfall) =>
    shortfall.kind === 'not-offered' ? t('shortfall.notOffered') : shortfall.kind === 'sold-out' ? t('shortfall.soldOut') : t('shortfall.fewer', { count: shortfall.available })
}

export function LineShortfallNotice({ shortfall, name, onLower, onRemove, className }: Props) {
  const { t } = useTranslation('cart')
  const text = useShortfallText()(shortfall)
  return (
    <div className={cn('rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950', className)} data-testid="line-shortfall" data-kind={shortfall.kind}>
      <p>{text}</p>
      {(shortfall.kind === 'fewer' || onRemove) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {shortfall.kind === 'fewer' && (
            <button type="button" className={fixClasses} aria-label={t('shortfall.lowerLabel', { name, count: shortfall.available })} onClick={() => onLower(shortfall.available)} data-testid="line-shortfall-lower">
              {t('shortfall.lower', { count: shortfall.available })}
            </button>
          )}
          {onRemove && (
            <button type="button" className={fixClasses} aria-label={t('removeItem', { name })} onClick={onRemove} data-testid="line-shortfall-remove">
              {t('remove')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}

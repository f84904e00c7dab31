import { cn } from '#app/components/ui/cn'
import { swatchFor } from './product-info'

/** A round tint of a product colour; the name is always given next to it or as a label. */
export function ColorDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block rounded-full ring-1 ring-inset ring-ink/15', className ?? 'size-4')}
      style={{ backgroundColor: swatchFor(color) }}
    />
  )
}

// A delivery address as the shop prints it everywhere an order shows one (confirmation, My
// orders, the back office's order): street, then the town line as the country writes it (postal
// code first in France), then the country named in the page's language.
import { useLang } from '#app/lib/i18n/use-lang'
import { cn } from '#app/components/ui/cn'
import { countryName, townLine } from '#shared/schemas/countries'
import type { OrderAddress } from '#shared/schemas/orders'

export function PostalAddress({ address, className }: { address: OrderAddress; className?: string }) {
  const { locale } = useLang()
  return (
    <address className={cn('not-italic', className)}>
      {address.street}
      <br />
      {townLine(address)}
      <br />
      {countryName(address.country, locale)}
    </address>
  )
}

// Step 1 'info': the cart lines to fix before paying (decision 026), why a retail cap refused the
// order (decision 023) when it did, the customer form, and the loyalty reward a signed-in customer
// with enough points can choose, the discount code (decision 034), and the store credit a
// signed-in customer with a balance may apply (decision 035); with no address saved, the offer to
// keep this order's as theirs (use-known-address.ts).
import type { FormEvent, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { LineKey } from '#shared/pricing/cart'
import { MIN_REDEMPTION_POINTS, type RedemptionPoints } from '#shared/pricing/loyalty'
import type { useForm } from '#app/components/form/use-form'
import { PromoCodeField } from '#app/components/orders/promo-code-field'
import { RetailLimitNotice } from '#app/components/orders/retail-limits'
import type { CustomerField } from '#app/features/checkout/checkout-payload'
import type { CartLine } from '#app/lib/cart'
import type { CartPromoView } from '#app/lib/cart-promo'
import { CustomerForm } from './customer-form'
import { RewardPicker } from './reward-picker'
import { StoreCreditChoice } from './store-credit-choice'
import { UnavailableLines, type UnavailableLine } from './unavailable-lines'

type DetailsStepProps = {
  form: ReturnType<typeof useForm<CustomerField>>
  placing: boolean
  limitMessage: string | undefined
  /** The reward picker shows only to a signed-in customer. */
  signedIn: boolean
  balance: number
  subtotalCents: number
  redeem: RedemptionPoints | undefined
  onRedeem: (points: RedemptionPoints | undefined) => void
  /** The cart's lines and its discount code, checked for them and the reward chosen. */
  lines: readonly CartLine[]
  promo: CartPromoView
  /** The signed-in customer's store credit in cents (0: no choice shown), and whether they apply it. */
  creditCents: number
  useStoreCredit: boolean
  onUseStoreCredit: (use: boolean) => void
  /** Offered to a signed-in customer with no saved address: keep this order's as their default. */
  saveAddress?: { checked: boolean; onChange: (save: boolean) => void }
  onProceed: (event: FormEvent) => void
  /** Lines that cannot be bought as they stand: the order waits until they are fixed. */
  unavailable: UnavailableLine[]
  unavailableList: RefObject<HTMLElement | null>
  onLower: (key: LineKey, quantity: number) => void
  onRemove: (key: LineKey) => void
}

export function DetailsStep({ form, placing, limitMessage, signedIn, balance, subtotalCents, redeem, onRedeem, lines, promo, creditCents, useStoreCredit, onUseStoreCredit, saveAddress, onProceed, unavailable, unavailableList, onLower, onRemove }: DetailsStepProps) {
  const { t } = useTranslation('checkout')
  return (
    <>
      {unavailable.length > 0 && <UnavailableLines ref={unavailableList} lines={unavailable} onLower={onLower} onRemove={onRemove} />}
      {limitMessage && <RetailLimitNotice message={limitMessage} className="mb-6" />}
      <CustomerForm form={form} busy={placing} blocked={unavailable.length > 0} onSubmit={onProceed}>
        {signedIn && balance >= MIN_REDEMPTION_POINTS && <RewardPicker balance={balance} subtotalCents={subtotalCents} value={redeem} onChange={onRedeem} />}
        {saveAddress && (
          <label className="mt-4 flex min-h-11 items-center gap-3 text-sm text-ink">
            <input type="checkbox" className="size-5 shrink-0 accent-cocoa" checked={saveAddress.checked} onChange={(event) => saveAddress.onChange(event.target.checked)} data-testid="save-address" />
            {t('form.saveAddress')}
          </label>
        )}
        <PromoCodeField lines={lines} redeemPoints={redeem} promo={promo} customerEmail={form.values.email} className="mt-8" />
        {signedIn && creditCents > 0 && <StoreCreditChoice creditCents={creditCents} checked={useStoreCredit} onChange={onUseStoreCredit} />}
      </CustomerForm>
    </>
  )
}

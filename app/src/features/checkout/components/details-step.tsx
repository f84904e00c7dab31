// Step 1 'info': why a retail cap refused the order (decision 023) when it did, the customer form,
// and the loyalty reward a signed-in customer with enough points can choose.
import type { FormEvent } from 'react'
import { MIN_REDEMPTION_POINTS, type RedemptionPoints } from '#shared/pricing/loyalty'
import type { useForm } from '#app/components/form/use-form'
import { RetailLimitNotice } from '#app/components/orders/retail-limits'
import type { CustomerField } from '#app/features/checkout/checkout-payload'
import { CustomerForm } from './customer-form'
import { RewardPicker } from './reward-picker'

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
  onProceed: (event: FormEvent) => void
}

export function DetailsStep({ form, placing, limitMessage, signedIn, balance, subtotalCents, redeem, onRedeem, onProceed }: DetailsStepProps) {
  return (
    <>
      {limitMessage && <RetailLimitNotice message={limitMessage} className="mb-6" />}
      <CustomerForm form={form} busy={placing} onSubmit={onProceed}>
        {signedIn && balance >= MIN_REDEMPTION_POINTS && <RewardPicker balance={balance} subtotalCents={subtotalCents} value={redeem} onChange={onRedeem} />}
      </CustomerForm>
    </>
  )
}

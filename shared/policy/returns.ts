// Money figures of the return policy, quoted by the FAQ and the Refund and Return Policy
// so the two never disagree. Shipping cost lives in shared/pricing/shipping.ts.
import type { Cents } from '#shared/pricing/money'

/** Deducted from standard returns; waived when the error is ours (damaged, defective, wrong item). */
export const RETURN_SHIPPING_FEE_CENTS: Cents = 695

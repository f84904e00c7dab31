// Who is ordering, when a buyer is signed in: their contact details and their wholesale account,
// to fill in the form and to show an approved account's discount. Staff and admins writing
// orders for buyers (a rep at a trade fair) get neither: the form is about the buyer.
import { useEffect, useMemo, useState } from 'react'
import { wholesaleApi } from '#shared/contracts/wholesale'
import { BUSINESS_TYPES, type AccountSummary } from '#shared/schemas/wholesale'
import { callApi } from '#app/lib/api-client'
import { useCurrentUser } from '#app/lib/auth/current-user'
import type { WholesaleDraftFields } from '#app/lib/wholesale-orders'

export type Buyer = {
  /** Contact fields to fill in where the form is still empty. */
  prefill: Partial<WholesaleDraftFields> | undefined
  /** The buyer's account when approved: its discount applies to the estimate. */
  approvedAccount: AccountSummary | undefined
}

export function useBuyer(): Buyer {
  const { user } = useCurrentUser()
  const buyer = user && (user.role === 'customer' || user.role === 'wholesale') ? user : null
  const buyerId = buyer?.id
  const [account, setAccount] = useState<{ userId: string; account: AccountSummary | undefined }>()

  useEffect(() => {
    if (!buyerId) return
    const controller = new AbortController()
    // Offline or failing, the form simply shows list prices: the estimate is only an estimate.
    callApi(wholesaleApi.myAccounts, { signal: controller.signal }).then(
      (accounts) => setAccount({ userId: buyerId, account: accounts[0] }),
      () => undefined,
    )
    return () => controller.abort()
  }, [buyerId])

  const own = buyer && account?.userId === buyer.id ? account.account : undefined
  const [firstName, lastName, email, phone] = [buyer?.firstName, buyer?.lastName, buyer?.email, buyer?.phone]
  // One object per set of details, so the form fills itself only when they change.
  const prefill = useMemo(
    () =>
      email === undefined
        ? undefined
        : {
            contactName: `${firstName ?? ''} ${lastName ?? ''}`.trim(),
            email,
            phone: phone ?? '',
            ...(own && { companyName: own.businessName, taxId: own.taxId ?? '' }),
            ...(own?.businessType && (BUSINESS_TYPES as readonly string[]).includes(own.businessType) && { businessType: own.businessType }),
          },
    [firstName, lastName, email, phone, own],
  )
  return { prefill, approvedAccount: own?.status === 'approved' ? own : undefined }
}

// Where a signed-in customer's parcel goes, filled in for them: their default address, or, with
// none saved, the address of their last order, with the offer to keep it in their address book
// once this order is placed. What they type always wins over what is filled in.
import { useEffect, useState } from 'react'
import type { PublicUser } from '#shared/schemas/auth'
import { accountApi } from '#shared/contracts/account'
import { ordersApi } from '#shared/contracts/orders'
import { isCountryCode } from '#shared/schemas/countries'
import { callApi } from '#app/lib/api-client'
import type { CustomerValues } from './checkout-payload'

export function useKnownAddress(user: PublicUser | null, fill: (known: Partial<CustomerValues>) => void) {
  /** No address saved: the form offers to save the one this order goes to. */
  const [offerSave, setOfferSave] = useState(false)
  const [save, setSave] = useState(true)

  useEffect(() => {
    if (!user) return
    const controller = new AbortController()
    const signal = controller.signal
    void (async () => {
      const [address] = await callApi(accountApi.addresses, { signal })
      if (address) {
        fill({
          address: [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
          city: address.city,
          state: address.state ?? '',
          postalCode: address.postalCode ?? '',
          country: isCountryCode(address.country) ? address.country : '',
          phone: address.phone ?? '',
        })
        return
      }
      setOfferSave(true)
      const last = (await callApi(ordersApi.mine, { signal, query: { page: 1 } })).items[0]?.shippingAddress
      if (last) {
        fill({ address: last.street, city: last.city, state: last.state ?? '', postalCode: last.postalCode ?? '', country: isCountryCode(last.country) ? last.country : '' })
      }
    })().catch(() => undefined)
    return () => controller.abort()
  }, [user, fill])

  /** After the order is placed: keeps its address as the customer's default, if they said so. Never in the way of the order. */
  const remember = (values: CustomerValues) => {
    if (!user || !offerSave || !save || !isCountryCode(values.country)) return
    setOfferSave(false)
    void callApi(accountApi.addAddress, {
      body: {
        fullName: values.name.trim(),
        addressLine1: values.address.trim(),
        city: values.city.trim(),
        state: values.state.trim() || undefined,
        postalCode: values.postalCode.trim() || undefined,
        country: values.country,
        phone: values.phone.trim() || undefined,
        isDefault: true,
      },
    }).catch(() => undefined)
  }

  return { offerSave: !!user && offerSave, save, setSave, remember }
}

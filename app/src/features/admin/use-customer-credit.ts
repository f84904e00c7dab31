// The back office's store-credit panel for one customer (decision 035): their balance and ledger,
// and the goodwill grant (an amount and the reason the customer is told, both required), checked
// with the shared schema before it is sent; the server's refusals land on their fields or in the
// toast (useAdminAction), and a grant answers the credit as it now stands.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useForm } from '#app/components/form/use-form'
import { callApi } from '#app/lib/api-client'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminStoreCreditApi } from '#shared/contracts/store-credit'
import { parseAmount } from '#shared/pricing/money'
import { storeCreditGrantSchema, type AdminStoreCredit } from '#shared/schemas/store-credit'
import { useAdminAction } from './use-admin-action'

const FIELDS = ['amount', 'note'] as const

/** The accounts that can hold store credit (the server refuses others: store_credit_not_customer). */
export const HOLDS_CREDIT: readonly string[] = ['customer', 'wholesale']

export function useCustomerCredit(userId: string) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const act = useAdminAction()
  const query = useApiQuery(adminStoreCreditApi.ofCustomer, { params: { userId } })
  /** The credit as the last grant answered it, until the query reads it again. */
  const [granted, setGranted] = useState<AdminStoreCredit>()
  const form = useForm(FIELDS, { amount: '', note: '' })
  const [saving, setSaving] = useState(false)

  const grant = async () => {
    const body = form.validate(storeCreditGrantSchema)
    if (!body) return
    setSaving(true)
    try {
      const credit = await act(() => callApi(adminStoreCreditApi.grant, { params: { userId }, body }), {
        success: t('storeCredit.granted', { amount: formatMoney(parseAmount(body.amount), lang) }),
        failure: t('storeCredit.grantFailed'),
      })
      setGranted(credit)
      form.reset()
    } catch (error) {
      form.showServerFields(error)
    } finally {
      setSaving(false)
    }
  }

  const credit = granted ?? query.data
  return { query, credit, form, saving, grant }
}

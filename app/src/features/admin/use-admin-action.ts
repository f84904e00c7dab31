// Every back-office change tells its outcome in a toast: a success toast, or an error toast with the
// shop's words for what the server refused (its error codes, translated), the server's message
// for other refusals, else the screen's fallback.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '#app/components/form/use-error-text'
import { useToast } from '#app/components/ui/toast'

export function useAdminAction() {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const { apiErrorText } = useErrorText()
  return useCallback(
    async <T>(work: () => Promise<T>, texts: { success: string; failure: string; codes?: Partial<Record<string, string>> }): Promise<T> => {
      try {
        const result = await work()
        toast({ title: t('toast.successTitle'), description: texts.success, variant: 'success' })
        return result
      } catch (error) {
        toast({ title: t('toast.errorTitle'), description: apiErrorText(error, texts.failure, texts.codes), variant: 'destructive' })
        throw error
      }
    },
    [t, toast, apiErrorText],
  )
}

/** The order screens' translated refusals, by the server's error code. */
export function useOrderErrorCodes(): Record<string, string> {
  const { t } = useTranslation('admin')
  const codes = ['order_changed', 'payment_provider_unavailable', 'nothing_to_refund', 'order_not_paid', 'order_closed', 'order_already_paid', 'order_paid_meanwhile', 'payment_processing', 'refund_gateway_mismatch', 'order_not_shippable', 'refund_exceeds_remaining', 'refund_failed', 'refund_quantity_exceeds', 'refund_restock_made_to_measure', 'refund_restock_returned', 'refund_nothing_selected', 'refund_item_unknown'] as const
  return Object.fromEntries(codes.map((code) => [code, t(`order.errors.${code}`)]))
}

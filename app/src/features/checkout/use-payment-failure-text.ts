// Why a payment failed, in the page's language: the provider's code (the order's
// payment.failureCode, the test gateway's 402 code) read as one of the shop's reasons
// (shared/payments/payment-failures.ts).
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { paymentFailureReason } from '#shared/payments/payment-failures'

export function usePaymentFailureText() {
  const { t } = useTranslation('checkout')
  return useCallback((code: string | null | undefined) => t(`paymentFailure.${paymentFailureReason(code)}`), [t])
}

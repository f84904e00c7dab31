// Every back-office change tells its outcome in a toast: a success toast, or an error toast with the
// shop's words for what the server refused (its error code's text, useErrorText), else the
// screen's fallback.
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '#app/components/form/use-error-text'
import { useToast } from '#app/components/ui/toast'
import type { ApiErrorCode } from '#app/lib/api-client'

export function useAdminAction() {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const { apiErrorText } = useErrorText()
  return useCallback(
    async <T>(work: () => Promise<T>, texts: { success: string; failure: string; codes?: Partial<Record<ApiErrorCode, string>> }): Promise<T> => {
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


// What a back-office dialog shows when the server refuses its form (a discount code's, an offer's):
// a rule broken, the schema's messages on their fields; another refusal that names fields (a code
// taken, a name the shop does not know), its own words in the staff's language on each field it
// names (the server's are English). Anything else is already told in the action's toast.
import { useCallback } from 'react'
import { useErrorText } from '#app/components/form/use-error-text'
import { ApiError } from '#app/lib/api-client'

type Form = { show: (errors: Record<string, string>) => void; showServerFields: (error: unknown) => boolean }

export function useSaveRefusal() {
  const { apiErrorText } = useErrorText()
  return useCallback(
    (form: Form, error: unknown, fallback: string) => {
      if (error instanceof ApiError && error.code !== 'validation_failed' && error.fields) {
        const text = apiErrorText(error, fallback)
        form.show(Object.fromEntries(Object.keys(error.fields).map((field) => [field, text])))
      } else form.showServerFields(error)
    },
    [apiErrorText],
  )
}

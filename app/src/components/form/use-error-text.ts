// The one way a screen turns a validation message or a failed API call into text in the page
// language. Messages come from the shared catalogue (shared/schemas/messages.ts) whether the form's
// own check or the server produced them; their translations and those of the API error codes the
// shop explains are in the `validation` namespace.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { messageKey } from '#shared/schemas/messages'
import { ApiError } from '#app/lib/api-client'

/** API error codes (the `code` of every error body) with a text of their own in the page language. */
const CODE_TEXTS: Record<string, string> = {
  invalid_credentials: 'errors.invalidCredentials',
  too_many_requests: 'errors.tooMany',
  email_taken: 'errors.emailTaken',
  cross_site_request: 'errors.crossSite',
}

type ErrorText = {
  /** A schema or server message in the page language; a text the catalogue does not know is shown as it came. */
  messageText: (message: string) => string
  /**
   * The toast (or field) text for a failed call: the shop's words for what it can explain (offline,
   * known codes, validation messages), the server's message for other refusals, and `fallback`
   * for anything else. `codes` gives a screen its own wording for a code.
   */
  apiErrorText: (error: unknown, fallback: string, codes?: Partial<Record<string, string>>) => string
}

export function useErrorText(): ErrorText {
  const { t } = useTranslation('validation')
  return useMemo(() => {
    const messageText = (message: string) => {
      const key = messageKey(message)
      return key ? t(`messages.${key}`) : message
    }
    const apiErrorText: ErrorText['apiErrorText'] = (error, fallback, codes = {}) => {
      if (!(error instanceof ApiError)) return fallback
      const own = codes[error.code]
      if (own) return own
      if (error.isNetworkError) return t('errors.network')
      const key = CODE_TEXTS[error.code]
      if (key) return t(key)
      if (error.status >= 500 || !error.message) return fallback
      return messageText(error.message)
    }
    return { messageText, apiErrorText }
  }, [t])
}

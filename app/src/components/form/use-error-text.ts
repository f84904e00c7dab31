// The one way a screen turns a validation message or a failed API call into text in the page
// language. Messages come from the shared catalogue (shared/schemas/messages.ts) whether the form's
// own check or the server produced them, and are translated in the `validation` namespace; an API
// error code's text is the one the error catalogue names (shared/errors/catalogue.ts, decision 030).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { messageKeyOf } from '#shared/errors/catalogue'
import { messageKey } from '#shared/schemas/messages'
import { ApiError, type ApiErrorCode } from '#app/lib/api-client'

type ErrorText = {
  /** A schema or server message in the page language; a text the catalogue does not know is shown as it came. */
  messageText: (message: string) => string
  /**
   * The toast (or field) text for a failed call: the screen's own wording for a code (`codes`), the
   * shop's words for being offline, the translation of a message the shared catalogue knows (the
   * most precise), else the text of the code's message key; `fallback`, which names what failed,
   * for a crash, an answer of no known code, or a text whose namespace this screen has not loaded.
   */
  apiErrorText: (error: unknown, fallback: string, codes?: Partial<Record<ApiErrorCode, string>>) => string
}

export function useErrorText(): ErrorText {
  const { t, i18n } = useTranslation('validation')
  return useMemo(() => {
    const messageText = (message: string) => {
      const key = messageKey(message)
      return key ? t(`messages.${key}`) : message
    }
    const apiErrorText: ErrorText['apiErrorText'] = (error, fallback, codes = {}) => {
      if (!(error instanceof ApiError)) return fallback
      const own = codes[error.code]
      if (own) return own
      if (error.code === 'network_error') return t('errors.network')
      // A crash, or an answer of no known code: the screen's words for what failed.
      if (error.code === 'internal_error' || error.code === 'unexpected_answer') return fallback
      // A message of the shared catalogue says most (which field, which rule).
      if (messageKey(error.message)) return messageText(error.message)
      const key = messageKeyOf(error.code)
      if (i18n.exists(key)) return t(key)
      // The text's namespace is not loaded on this screen: the server's own words for a refusal.
      return error.status < 500 && error.message ? error.message : fallback
    }
    return { messageText, apiErrorText }
  }, [t, i18n])
}

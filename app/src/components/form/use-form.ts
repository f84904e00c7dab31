// A form's values and field errors. Messages (from the shared schema or the server) are shown in
// the page language, and the first invalid field, in form order, takes the focus, so keyboard and
// screen-reader users land on what needs fixing. `field(name)` gives a TextField, TextareaField or
// SelectField everything it needs.
import { useCallback, useRef, useState } from 'react'
import type { z } from 'zod'
import { ApiError } from '#app/lib/api-client'
import { useErrorText } from './use-error-text'

/** First message per field of a failed safeParse ('_' for errors of the whole form). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message
  return fields
}

export function useForm<F extends string>(order: readonly F[], initial: Record<F, string>) {
  const { messageText } = useErrorText()
  const [initialValues] = useState(initial)
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({})

  /** Shows these messages on their fields (any others are cleared); true when there was one. */
  const show = useCallback(
    (fields: Record<string, string | undefined>) => {
      const next: Partial<Record<F, string>> = {}
      for (const f of order) {
        const message = fields[f]
        if (message) next[f] = messageText(message)
      }
      setErrors(next)
      const first = order.find((f) => next[f])
      if (first) elements.current[first]?.focus()
      return first !== undefined
    },
    [order, messageText],
  )

  const clear = useCallback((name: F) => setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e)), [])

  const set = useCallback(
    (name: F, value: string) => {
      setValues((v) => ({ ...v, [name]: value }))
      clear(name)
    },
    [clear],
  )

  /** Fills the fields still empty (known details of a signed-in user); what was typed is kept. */
  const fill = useCallback((known: Partial<Record<F, string>>) => {
    setValues((v) => {
      const next = { ...v }
      for (const [name, value] of Object.entries(known) as [F, string | undefined][]) if (value && next[name] === '') next[name] = value
      return next
    })
  }, [])

  const reset = useCallback(() => {
    setValues(initialValues)
    setErrors({})
  }, [initialValues])

  /** Parses `input` (the values by default): the data, or undefined after showing the problems. */
  const validate = useCallback(
    <S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | undefined => {
      const parsed = schema.safeParse(input)
      show(parsed.success ? {} : issuesByField(parsed.error))
      return parsed.success ? parsed.data : undefined
    },
    [show, values],
  )

  /** Puts a server refusal's field messages (400 validation_failed) on their fields; true when it had any. */
  const showServerFields = useCallback((error: unknown) => error instanceof ApiError && !!error.fields && show(error.fields), [show])

  const bind = useCallback((name: F) => (el: HTMLElement | null) => void (elements.current[name] = el), [])

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: bind(name),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  })

  return { values, errors, set, fill, reset, show, clear, validate, showServerFields, field }
}

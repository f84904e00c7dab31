// The building blocks of the account screens: the page shell, labelled fields whose errors are
// tied to them, and one way to turn schema issues or server answers into messages in the page
// language (every message of shared/schemas/auth.ts has a key in auth.json).
import { useCallback, useId, useMemo, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { authMessageKey } from '#shared/schemas/auth'
import { cn } from '#app/components/ui/cn'
import { PageMeta } from '#app/components/ui/page-meta'
import { ApiError } from '#app/lib/api-client'

type T = (key: string, options?: Record<string, unknown>) => string

/** A schema or server message in the page language; unknown texts are shown as they came. */
export function translateMessage(t: T, message: string) {
  const key = authMessageKey(message)
  return key ? t(`validation.${key}`) : message
}

/** The toast description for a failed call: known codes are translated, else the server's words. */
export function describeApiError(t: T, error: unknown, fallback: string) {
  if (!(error instanceof ApiError)) return fallback
  if (error.isNetworkError) return t('errors.network')
  switch (error.code) {
    case 'invalid_credentials':
      return t('errors.invalidCredentials')
    case 'too_many_requests':
      return t('errors.tooMany')
    case 'email_taken':
      return t('errors.emailTaken')
    case 'cross_site_request':
      return t('errors.crossSite')
    case 'validation_failed':
      return translateMessage(t, error.message)
    default:
      return error.status >= 500 ? fallback : error.message || fallback
  }
}

/** First message per field from a failed safeParse. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message
  return fields
}

/**
 * A form's values and field errors: shows translated messages, focuses the first invalid field
 * (in form order) so keyboard and screen-reader users land on what needs fixing. `field(name)`
 * gives a TextField everything it needs.
 */
export function useAuthForm<F extends string>(order: readonly F[], initial: Record<F, string>) {
  const [values, setValues] = useState(initial)
  const errorsApi = useFieldErrors(order)
  const set = useCallback(
    (name: F, value: string) => {
      setValues((v) => ({ ...v, [name]: value }))
      errorsApi.clear(name)
    },
    [errorsApi],
  )
  const field = (name: F) => ({
    name,
    value: values[name],
    error: errorsApi.errors[name],
    inputRef: errorsApi.bind(name),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  })
  return { ...errorsApi, values, set, field }
}

function useFieldErrors<F extends string>(order: readonly F[]) {
  const { t } = useTranslation('auth')
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({})
  const show = useCallback(
    (fields: Record<string, string | undefined>) => {
      const next: Partial<Record<F, string>> = {}
      for (const f of order) {
        const message = fields[f]
        if (message) next[f] = translateMessage(t, message)
      }
      setErrors(next)
      const first = order.find((f) => next[f])
      if (first) elements.current[first]?.focus()
      return first !== undefined
    },
    [order, t],
  )
  const clear = useCallback((field: F) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e)), [])
  const bind = useCallback((field: F) => (el: HTMLElement | null) => void (elements.current[field] = el), [])
  return useMemo(() => ({ errors, show, clear, bind }), [errors, show, clear, bind])
}

const inputClasses = (invalid: boolean) =>
  cn(
    'mt-2 block w-full rounded-2xl border bg-white px-4 py-3 text-ink shadow-sm outline-none transition focus:border-cocoa focus:ring-2 focus:ring-cocoa/30',
    invalid ? 'border-red-400' : 'border-sand',
  )

type FieldShellProps = { label: string; error?: string; hint?: string; optional?: string; className?: string }

function useFieldIds(error?: string, hint?: string) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined
  return { id, errorId, hintId, describedBy }
}

function FieldFooter({ error, hint, errorId, hintId }: { error?: string; hint?: string; errorId: string; hintId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-2 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  )
}

export function TextField({
  label,
  error,
  hint,
  optional,
  className,
  inputRef,
  ...input
}: FieldShellProps & InputHTMLAttributes<HTMLInputElement> & { inputRef?: (el: HTMLInputElement | null) => void }) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error, hint)
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label} {optional && <span className="font-normal text-muted">{optional}</span>}
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error))}
      />
      <FieldFooter error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  )
}

export function SelectField({
  label,
  error,
  className,
  children,
  ...select
}: FieldShellProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const { id, errorId, hintId, describedBy } = useFieldIds(error)
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select {...select} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClasses(Boolean(error))}>
        {children}
      </select>
      <FieldFooter error={error} errorId={errorId} hintId={hintId} />
    </div>
  )
}

/** The calm, centred card every account screen sits in. */
export function AuthShell({ label, title, intro, metaTitle, children, wide }: { label: string; title: string; intro?: string; metaTitle: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="px-6 py-16 sm:py-20">
      <PageMeta title={`${metaTitle} · ${t('brand')}`} noindex />
      <div className={cn('mx-auto rounded-[2rem] border border-sand/70 bg-white p-8 shadow-sm sm:p-10', wide ? 'max-w-2xl' : 'max-w-md')}>
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-cocoa">{label}</p>
        <h1 className="mt-3 text-3xl text-ink sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 text-muted">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  )
}

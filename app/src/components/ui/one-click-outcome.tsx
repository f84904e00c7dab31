// A page an email's one-click link leads to (stop back-in-stock alerts, stop review requests): no
// sign-in, the link's token sent once as soon as the page runs in the browser (a mail scanner that
// only fetches the link changes nothing), then the outcome in place of the page's content, its
// heading focused so it is read out; a failure offers to try again, sending the token once more.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useErrorText } from '#app/components/form/use-error-text'
import { Button } from '#app/components/ui/button'
import { PageMeta } from '#app/components/ui/page-meta'
import { ApiError } from '#app/lib/api-client'

export type OneClickState = { kind: 'working' } | { kind: 'done' } | { kind: 'invalid' } | { kind: 'failed'; reason: string }

/** Sends the token once per attempt; a refusal whose code is in `invalidCodes` means the link itself is no good. */
export function useOneClickLink(token: string, send: (token: string) => Promise<unknown>, invalidCodes: readonly string[], failedText: string) {
  const { apiErrorText } = useErrorText()
  const [state, setState] = useState<OneClickState>(token ? { kind: 'working' } : { kind: 'invalid' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!token) return
    send(token).then(
      () => setState({ kind: 'done' }),
      (error: unknown) => {
        const invalid = error instanceof ApiError && [...invalidCodes, 'validation_failed'].includes(error.code)
        setState(invalid ? { kind: 'invalid' } : { kind: 'failed', reason: apiErrorText(error, failedText) })
      },
    )
    // One send per attempt: `send` and `invalidCodes` are the page's own, fixed.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [token, attempt, apiErrorText, failedText])
  const retry = () => {
    setState({ kind: 'working' })
    setAttempt((n) => n + 1)
  }
  return { state, retry }
}

type Texts = { pageTitle: string; title: string; doneBody: string; invalidBody: string; retry: string }

/** The outcome: its title, what it means, "try again" after a failure, and what the page adds (`children`). */
export function OneClickOutcome({ state, retry, texts, icon, headingTestId, children }: {
  state: OneClickState
  retry: () => void
  texts: Texts
  /** Shown above the title once done. */
  icon?: ReactNode
  headingTestId?: string
  children?: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (state.kind !== 'working') heading.current?.focus()
  }, [state.kind])
  return (
    <section className="mx-auto max-w-xl px-6 py-20 sm:py-28">
      <PageMeta title={texts.pageTitle} noindex />
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-sand/70 sm:p-12" aria-live="polite" aria-busy={state.kind === 'working'}>
        {state.kind === 'done' && icon}
        <h1 ref={heading} tabIndex={-1} className="text-3xl text-ink outline-none sm:text-4xl" data-testid={headingTestId}>
          {texts.title}
        </h1>
        {state.kind === 'done' && <p className="mt-4 text-muted">{texts.doneBody}</p>}
        {state.kind === 'invalid' && <p className="mt-4 text-muted">{texts.invalidBody}</p>}
        {state.kind === 'failed' && (
          <>
            <p className="mt-4 text-muted">{state.reason}</p>
            <Button size="lg" className="mt-8" onClick={retry}>
              {texts.retry}
            </Button>
          </>
        )}
        {children}
      </div>
    </section>
  )
}

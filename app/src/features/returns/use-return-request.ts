// The flow of asking for a return (decision 039): the order's options (windows, each line's
// returnability for each reason), the lines and units chosen, reason, outcome (an exchange names
// the size or colour wanted), message and files; the server's itemised quote for the choice as it
// changes; then the request, and the files sent to the new case. A refusal keeps everything typed
// and names what is refused (per line, in `lineErrors`).
import { useEffect, useMemo, useState } from 'react'
import { returnsApi } from '#shared/contracts/returns'
import type { ReturnOutcome, ReturnReason } from '#shared/returns/policy-settings'
import { RETURN_REFUSALS, returnError, type ReturnRefusal } from '#shared/returns/refusals'
import type { ReturnCase, ReturnQuote } from '#shared/schemas/returns'
import { ApiError, callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { checkEvidence, sendEvidence, type FileRefusal } from './evidence-files'

/** The size and colour a line is to be exchanged for (one of its `exchangeOptions`). */
export type Exchange = { size: string; color: string }

/** An exchange choice as a select's value, and back; '' is none chosen. */
export const wantedValue = (wanted: Exchange | undefined) => (wanted?.size ? `${wanted.color}/${wanted.size}` : '')
export const wantedOf = (value: string): Exchange => {
  const [color = '', size = ''] = value.split('/')
  return { color, size }
}
type QuoteState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: ReturnQuote } | { status: 'error'; error: unknown }

export type Sent = { returnCase: ReturnCase; evidenceFailed: boolean }

export function useReturnRequest(orderId: string, key: string | undefined, onSent: (sent: Sent) => void) {
  const query = key ? { key } : undefined
  const options = useApiQuery(returnsApi.options, { params: { orderId }, query })
  const [reason, setReason] = useState<ReturnReason>('wrong_size')
  const [outcome, setOutcome] = useState<ReturnOutcome>('card_refund')
  const [units, setUnits] = useState<Record<string, number>>({})
  const [exchange, setExchange] = useState<Record<string, Exchange>>({})
  const [message, setMessage] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [fileRefusals, setFileRefusals] = useState<FileRefusal[]>([])
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<{ failure: unknown; sentLines: readonly { itemId: string }[] }>()
  const [quote, setQuote] = useState<{ request: string; state: QuoteState }>({ request: '', state: { status: 'idle' } })

  /** The units chosen that this reason allows, as the API takes them. */
  const chosen = useMemo(() => {
    const lines = options.data?.lines ?? []
    return lines
      .map((line) => ({ itemId: line.itemId, quantity: Math.min(units[line.itemId] ?? 0, line.byReason[reason].returnableQuantity) }))
      .filter((line) => line.quantity > 0)
  }, [options.data, units, reason])

  // The quote follows the choice: each change asks again, the last answer wins.
  const quoteRequest = chosen.length ? JSON.stringify({ reason, lines: chosen }) : ''
  useEffect(() => {
    if (!quoteRequest) return
    const controller = new AbortController()
    callApi(returnsApi.quote, { params: { orderId }, query: key ? { key } : undefined, body: JSON.parse(quoteRequest), signal: controller.signal }).then(
      (answer) => setQuote({ request: quoteRequest, state: { status: 'ready', quote: answer } }),
      (failure: unknown) => controller.signal.aborted || setQuote({ request: quoteRequest, state: { status: 'error', error: failure } }),
    )
    return () => controller.abort()
  }, [orderId, key, quoteRequest])
  const quoteState: QuoteState = !quoteRequest ? { status: 'idle' } : quote.request === quoteRequest ? quote.state : { status: 'loading' }

  // An exchange names, for each line, the size or the colour wanted (the request's schema says so too).
  const exchangeMissing = outcome === 'exchange' && chosen.some((line) => !exchange[line.itemId]?.size)

  const addFiles = (picked: readonly File[]) => {
    const { accepted, refusals } = checkEvidence(files.length, picked)
    setFiles((previous) => [...previous, ...accepted])
    setFileRefusals(refusals)
  }

  // A refused request names each refused line by its place in what was sent (`lines.<n>`), with its
  // refusal codes (`return_<refusal>`, space-separated): here, by line, as refusals to put in words.
  const lineErrors: Record<string, ReturnRefusal[]> = {}
  if (error?.failure instanceof ApiError && error.failure.fields) {
    for (const [field, codes] of Object.entries(error.failure.fields)) {
      const itemId = /^lines\.(\d+)$/.exec(field) && error.sentLines[Number(field.slice(6))]?.itemId
      const refusals = codes.split(' ').flatMap((code) => RETURN_REFUSALS.filter((r) => returnError(r) === code))
      if (itemId && refusals.length) lineErrors[itemId] = refusals
    }
  }

  async function send() {
    setSending(true)
    setError(undefined)
    const sentLines = chosen
    try {
      const lines = chosen.map((line) => {
        const wanted = exchange[line.itemId]
        return outcome === 'exchange'
          ? { ...line, ...(wanted?.size && { exchangeSize: wanted.size, exchangeColor: wanted.color }) }
          : line
      })
      const returnCase = await callApi(returnsApi.request, { params: { orderId }, query, body: { reason, outcome, lines, message } })
      let evidenceFailed = false
      for (const file of files) await sendEvidence(returnCase.id, file, key).catch(() => (evidenceFailed = true))
      onSent({ returnCase, evidenceFailed })
    } catch (failure) {
      setError({ failure, sentLines })
      setSending(false)
    }
  }

  return {
    options,
    reason,
    setReason,
    outcome,
    setOutcome,
    units,
    setUnits: (itemId: string, quantity: number) => setUnits((previous) => ({ ...previous, [itemId]: quantity })),
    exchange,
    setExchange: (itemId: string, wanted: Exchange) => setExchange((previous) => ({ ...previous, [itemId]: wanted })),
    message,
    setMessage,
    files,
    addFiles,
    removeFile: (index: number) => setFiles((previous) => previous.filter((_, i) => i !== index)),
    fileRefusals,
    chosen,
    exchangeMissing,
    quote: quoteState,
    sending,
    error: error?.failure,
    lineErrors,
    send,
  }
}

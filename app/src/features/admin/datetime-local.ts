// A moment in a datetime-local field (a code's or an offer's start and end): shown in the browser's
// time zone, sent as an ISO moment. The server checks what arrives; these only convert.

/** An ISO moment as a datetime-local field shows it, in the browser's time zone. */
export const localInput = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** A datetime-local value as an ISO moment; what is not a date goes as typed, for the server to refuse. */
export const isoOf = (local: string) => (Number.isNaN(Date.parse(local)) ? local : new Date(local).toISOString())

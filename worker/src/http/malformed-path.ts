// A URL path whose percent-encoding is not UTF-8 (`/%c0%ae%c0%ae/x`, an overlong dot-dot; a cut
// `/api/%E0%A4%A`) names nothing the shop has: it is answered 400 at the door, before a router,
// the static files or the page renderer tries to decode it (React Router logs a warning for each
// one, so a scanner could fill the log). Only their request line is logged: such requests are
// noise, not faults.
// Both entries (worker/node.ts, worker/index.ts) ask here first; createApp does too, for /api.
import type { ErrorBody } from './errors'

/** True when the path cannot be decoded: a `%` not followed by two hex digits, or bytes that are not UTF-8. */
function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

const PAGE_TEXT = [
  'Bad request: this address is not valid.',
  'Solicitud incorrecta: esta dirección no es válida.',
  'Requête incorrecte : cette adresse n’est pas valide.',
].join('\n')

/**
 * The 400 for a malformed path, or undefined for a path that decodes: the error contract under
 * /api, a short text in the shop's three languages anywhere else (a person only meets it by
 * typing such an address).
 */
export function malformedPathAnswer(pathname: string, requestId?: string): Response | undefined {
  if (!isMalformedPath(pathname)) return undefined
  const headers = { 'cache-control': 'no-store' }
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const body: ErrorBody = { error: { code: 'malformed_path', message: 'The address of this request is not valid: its percent-encoding is not UTF-8', ...(requestId ? { requestId } : {}) } }
    return Response.json(body, { status: 400, headers })
  }
  return new Response(`${PAGE_TEXT}\n`, { status: 400, headers: { ...headers, 'content-type': 'text/plain; charset=UTF-8' } })
}

import type { Context } from 'hono'
import type { z } from 'zod'
import type { Logger } from '#worker/log'
import { ApiError } from './errors'

/** Turns zod issues into the contract's `fields` map (first message per field) and a headline message. */
function validationError(error: z.ZodError): ApiError {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return new ApiError('validation_failed', error.issues[0]?.message ?? 'Invalid input', fields)
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(result.error)
  return result.data
}

/** The client hung up before its body arrived (a phone losing signal mid-upload): nothing failed here. */
const clientWentAway = (error: unknown, request: Request) => request.signal.aborted || (error as { code?: unknown }).code === 'ECONNRESET'

/** The body as text; a client that disconnects mid-body is logged as one line and answered 400 (which it never reads). */
async function bodyText(c: Context): Promise<string> {
  try {
    return await c.req.text()
  } catch (error) {
    if (!clientWentAway(error, c.req.raw)) throw error
    ;(c.get('log') as Logger | undefined)?.warn('the client went away before its whole body arrived', { method: c.req.method })
    throw new ApiError('incomplete_body', 'The request body did not arrive whole')
  }
}

/**
 * The JSON value of a request body: a wrong content type or malformed JSON is a 400, never a
 * 500. An empty body counts as `{}` so schemas report the missing fields.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await bodyText(c)
  if (text.trim() === '') return {}
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError('unsupported_content_type', 'Request body must be JSON (Content-Type: application/json)')
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError('malformed_json', 'Request body is not valid JSON')
  }
}

/** Reads a JSON request body and validates it with a shared zod schema. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await jsonBody(c))
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query())
}

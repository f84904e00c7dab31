import type { Context } from 'hono'
import type { z } from 'zod'
import { ApiError } from './errors'

/** Turns zod issues into the contract's `fields` map (first message per field) and a headline message. */
export function validationError(error: z.ZodError): ApiError {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return new ApiError(400, 'validation_failed', error.issues[0]?.message ?? 'Invalid input', fields)
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(result.error)
  return result.data
}

/**
 * The JSON value of a request body: a wrong content type or malformed JSON is a 400, never a
 * 500. An empty body counts as `{}` so schemas report the missing fields.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(400, 'unsupported_content_type', 'Request body must be JSON (Content-Type: application/json)')
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'malformed_json', 'Request body is not valid JSON')
  }
}

/** Reads a JSON request body and validates it with a shared zod schema. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await jsonBody(c))
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query())
}

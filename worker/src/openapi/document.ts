// The OpenAPI 3.1 document of the API, generated from the shared contracts (decision 031): every
// call of every resource in shared/contracts/index.ts, with its path and query parameters, its
// body and answer as zod's own JSON Schema (what a client may send: the input side; what the
// server answers: the output side), who may call it, and the errors it may answer. Built once per
// process (openApiDocument()); served at /api/openapi.json and read by the API tests
// (worker/src/test/openapi-check.ts), so a contract that stops describing its route fails there.
import { z } from 'zod'
import { API_CALLS, RESOURCE_SUMMARIES, type NamedCall, type ResourceName } from '#shared/contracts/index'
import type { Access, Call } from '#shared/contracts/contract'
import { BRAND_NAME } from '#shared/brand'
import { errorsOf, statusOf, type ErrorCode } from '#shared/errors/catalogue'
import { SERVER_BUILD } from '#worker/build'

export type JsonSchema = Record<string, unknown>
type Operation = Record<string, unknown> & { responses: Record<string, Record<string, unknown>> }
export type OpenApiDocument = { openapi: '3.1.0'; paths: Record<string, Record<string, Operation>> } & Record<string, unknown>

/** The session cookie (http/session-cookie.ts) that every call but a public one needs. */
const SESSION = 'session'

const WHO: Record<Access, string> = {
  public: 'anyone, signed in or not',
  'signed-in': 'any signed-in user (customer, wholesale, staff, admin)',
  'back-office': 'the back office: staff and admins',
  admin: 'admins only',
}

const converted = { input: new WeakMap<z.ZodType, JsonSchema>(), output: new WeakMap<z.ZodType, JsonSchema>() }

/**
 * A zod schema as JSON Schema 2020-12 (`$schema` goes: the document already says its dialect),
 * converted once however many calls share it.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  let json = converted[io].get(schema)
  if (!json) {
    // A type JSON Schema cannot say (a date object, a transform's result) throws: the test of the
    // document fails rather than describe it loosely.
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonSchema
    json = rest
    converted[io].set(schema, json)
  }
  return json
}

/** `/api/orders/:id` → `/api/orders/{id}`, and the names of its parameters. */
function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = []
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    params.push(name)
    return `{${name}}`
  })
  return { path, params }
}

/** Each property of the call's query schema as one query parameter. */
function queryParameters(call: Call): JsonSchema[] {
  if (!call.query) return []
  const schema = jsonSchema(call.query, 'input')
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return { name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest }
  })
}

/** The error contract (http/errors.ts), its `code` one of `codes`. */
export function errorBodySchema(codes: readonly ErrorCode[]): JsonSchema {
  return {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: [...codes] },
          message: { type: 'string', description: 'For people; a client decides by `code`.' },
          fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'A message per invalid field of the body or query.' },
          requestId: { type: 'string', description: 'The X-Request-Id of this answer, to quote when asking for help.' },
        },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  }
}

/** The codes a call may answer (errorsOf: its declared ones and its kind's), by their status. */
function errorStatuses(call: Call): Map<number, ErrorCode[]> {
  const statuses = new Map<number, ErrorCode[]>()
  for (const code of errorsOf(call)) statuses.set(statusOf(code), [...(statuses.get(statusOf(code)) ?? []), code])
  return new Map([...statuses].sort(([a], [b]) => a - b))
}

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  304: 'Not modified: the ETag sent in If-None-Match still holds',
  400: 'Bad request',
  401: 'Not signed in, or the session has ended',
  402: 'Payment refused',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  429: 'Too many requests (Retry-After says when to try again)',
  500: 'Something went wrong on the server',
  503: 'Unavailable for now',
}

function successResponse(call: Call): [string, Record<string, unknown>] {
  const status = call.status ?? 200
  const description = call.gives?.description ?? REASONS[status]!
  if (call.gives) {
    const schema = call.gives.schema ? jsonSchema(call.gives.schema, 'output') : { type: 'string', contentMediaType: call.gives.mediaType }
    return [String(status), { description, content: { [call.gives.mediaType]: { schema } } }]
  }
  if (!call.output) return [String(status), { description }]
  return [String(status), { description, content: { 'application/json': { schema: jsonSchema(call.output, 'output') } } }]
}

function requestBody(call: Call): Record<string, unknown> | undefined {
  if (call.takes) {
    const schema = call.takes.schema ? jsonSchema(call.takes.schema, 'input') : {}
    return { required: true, description: call.takes.description, content: { [call.takes.mediaType]: { schema } } }
  }
  if (call.input) return { required: true, content: { 'application/json': { schema: jsonSchema(call.input, 'input') } } }
  return undefined
}

/** The request headers a call reads: an Idempotency-Key where it may answer its codes, If-None-Match where it revalidates. */
function headerParameters(call: Call): JsonSchema[] {
  const idempotent = errorsOf(call).includes('idempotency_key_reused')
  return [
    ...(idempotent
      ? [{ name: 'Idempotency-Key', in: 'header', required: false, description: 'A retry with the same key answers the first result (decision 004).', schema: { type: 'string', pattern: '^[\\x21-\\x7e]{8,255}$' } }]
      : []),
    ...(call.revalidates
      ? [{ name: 'If-None-Match', in: 'header', required: false, description: 'The ETag of the answer the client holds: 304 while it still holds.', schema: { type: 'string' } }]
      : []),
  ]
}

/** `payAgain` → `Pay again`. */
const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase())

const tagOf = (resource: ResourceName) => resource.replace(/Api$/, '')

function operation({ resource, name, call }: NamedCall, params: string[]): Operation {
  const responses: Operation['responses'] = Object.fromEntries([successResponse(call)])
  if (call.revalidates) responses['304'] = { description: REASONS[304]! }
  for (const [status, codes] of errorStatuses(call)) {
    responses[String(status)] = {
      description: `${REASONS[status] ?? 'Error'}: ${codes.map((code) => `\`${code}\``).join(', ')}`,
      content: { 'application/json': { schema: errorBodySchema(codes) } },
    }
  }
  const body = requestBody(call)
  return {
    operationId: `${tagOf(resource)}.${name}`,
    tags: [tagOf(resource)],
    summary: words(name),
    description: `Who may call it: ${WHO[call.access]}.`,
    'x-access': call.access,
    // A public call needs no session; the others need the session cookie (the role is checked too).
    security: call.access === 'public' ? [] : [{ [SESSION]: [] }],
    parameters: [
      ...params.map((param) => ({ name: param, in: 'path', required: true, schema: { type: 'string' } })),
      ...queryParameters(call),
      ...headerParameters(call),
    ],
    ...(body ? { requestBody: body } : {}),
    responses,
  }
}

/** The whole document; openApiDocument() keeps the one this process builds. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const named of API_CALLS) {
    const { path, params } = openApiPath(named.call.url)
    paths[path] ??= {}
    paths[path][named.call.method.toLowerCase()] = operation(named, params)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND_NAME} API`,
      version: SERVER_BUILD.version,
      description: [
        'The shop’s HTTP API, generated from its shared contracts (`shared/contracts/`).',
        'Every error answers `{"error":{"code","message","fields?","requestId?"}}`; a client decides by `code`.',
        'Signing in (`POST /api/auth/login`) sets the `session` cookie; each call says who may make it (`x-access`: public, signed-in, back-office, admin).',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'This shop' }],
    tags: Object.entries(RESOURCE_SUMMARIES).map(([resource, description]) => ({ name: tagOf(resource as ResourceName), description })),
    components: {
      securitySchemes: {
        [SESSION]: { type: 'apiKey', in: 'cookie', name: SESSION, description: 'Set by sign-in (httpOnly, 7 days).' },
      },
    },
    paths,
  }
}

let built: OpenApiDocument | undefined
/** The document, built on first use and kept for the life of the process (or isolate). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument()
  return built
}

// One contract per API call (zbugs-style): the method, the path, and the zod schemas of what
// goes in and what comes out, written once in shared/ and used by four readers:
// - the route registers `call.path` on the router mounted at the resource's `base`, and reads
//   its body with `readJson(c, call.input)` / its query with `readQuery(c, call.query)`;
// - the app's API client builds the URL from `call.url` (`callApi(call, …)` in app/src/lib/api-client.ts);
// - tests send requests to `call.url` and check answers with `call.output`, and error answers
//   with `errorsOf(call)` (shared/errors/catalogue.ts);
// - the OpenAPI document (worker/src/openapi/, decision 031) describes every call from it.
// This file is zod-free at run time; the contract modules that use it import zod, so the app
// loads them only in route chunks or through import() (decision 007).
import type { z } from 'zod'
import type { ErrorCode } from '#shared/errors/catalogue'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Schema = z.ZodType

/**
 * Who may make the call; the server enforces it (guards in worker/src/http/auth.ts) and a test
 * walks every route against its contract's access: 'public' (anyone), 'signed-in' (any role),
 * 'back-office' (admin and staff), 'admin'.
 */
export type Access = 'public' | 'signed-in' | 'back-office' | 'admin'

/** What travels that is not JSON: its media type, what it holds and, for a form, its fields. */
type OtherBody = { mediaType: string; description: string; schema?: Schema }

type CallSpec = {
  access: Access
  input?: Schema
  query?: Schema
  output?: Schema
  /** The success status when it is not 200: 201 for a call that creates, 204 for one that answers no body. */
  status?: 201 | 204
  /** The answer carries an ETag: a client that sends it back in If-None-Match gets 304 with no body. */
  revalidates?: true
  /** A request body that is not JSON (a form, a signed payload), which the route reads itself. */
  takes?: OtherBody
  /** An answer that is not JSON (a file, a page). */
  gives?: OtherBody
  /**
   * The error codes the call answers beyond those every call of its kind answers (`errorsOf` in
   * shared/errors/catalogue.ts states that rule), e.g. `['invalid_reset_token']`.
   */
  errors?: readonly ErrorCode[]
}

export type Call<M extends Method = Method, P extends string = string, S extends CallSpec = CallSpec> = {
  method: M
  /** Path inside the resource's router, e.g. '/:id' (a literal type, so Hono types its params). */
  path: P
  /** The whole path as a client requests it, e.g. '/api/orders/:id'. */
  url: string
} & S

/** What a client sends: the schema's input type (defaults still optional). */
export type CallInput<C> = C extends { input: infer S extends Schema } ? z.input<S> : undefined
export type CallQuery<C> = C extends { query: infer S extends Schema } ? z.input<S> : undefined
/** What the server answers with (2xx). */
export type CallOutput<C> = C extends { output: infer S extends Schema } ? z.output<S> : void

type Builder = <M extends Method>(method: M) => <const P extends string, const S extends CallSpec>(path: P, spec: S) => (base: string) => Call<M, P, S>
const define: Builder = (method) => (path, spec) => (base) =>
  ({ method, path, url: path === '/' ? base : `${base}${path}`, ...spec }) as never

export const get = define('GET')
export const post = define('POST')
export const put = define('PUT')
export const patch = define('PATCH')
export const del = define('DELETE')

/**
 * The calls of one resource, mounted at `base` (`app.route(authApi.base, authRoutes)`):
 * `resource('/api/auth', { login: post('/login', { input, output }) })`.
 */
export function resource<const B extends string, const T extends Record<string, (base: string) => Call>>(
  base: B,
  calls: T,
): { base: B } & { [K in keyof T]: ReturnType<T[K]> } {
  const built: Record<string, unknown> = { base }
  for (const [name, make] of Object.entries(calls)) built[name] = make(base)
  return built as never
}

/** `/api/orders/:id` with `{ id }` → `/api/orders/<id>`; every value is URL-encoded. */
export function urlFor(call: Pick<Call, 'url'>, params: Record<string, string> = {}, query?: Record<string, unknown>): string {
  const path = call.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${call.url}`)
    return encodeURIComponent(value)
  })
  if (!query) return path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

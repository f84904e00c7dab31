// Hostile requests to every endpoint of createApp() (decision 014): wrong types, huge and deeply nested
// values, control characters, injection strings, prototype pollution, broken JSON and wrong
// content types, in bodies, queries, path parameters and headers, as a visitor and as the roles
// each endpoint admits. Endpoints are discovered from the app and their shapes from the shared
// contracts, so a new endpoint is covered the day it is added. Any 5xx, any answer outside the
// error contract, any 2xx its contract's output rejects, or any logged crash fails the test.
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { Call } from '#shared/contracts/contract'
import { MAX_BODY_BYTES } from '#worker/app'
import { fillParams, ROLES_BY_ACCESS, type Endpoint } from '#worker/test/api-routes'
import { setUpEndpointSuite } from '#worker/test/endpoint-suite'
import type { TestRole } from '#worker/test/session-cookie'
import { TEST_ORIGIN } from '#worker/test/test-app'

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

/** Values put in place of one field at a time. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  '',
  'x'.repeat(20_000),
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  'Sizing\r\nBcc: everyone@example.com',
  'nul\u0000byte',
  'bidi \u202egpj.exe',
  'lone \ud800 surrogate',
  '😀'.repeat(2_000),
  ['a', 'b'],
  { $gt: '' },
  nested(200, 'deep'),
]

/** Whole bodies, as raw text with their content type. */
const deepArray = `${'['.repeat(30_000)}${']'.repeat(30_000)}`
const HOSTILE_BODIES: { label: string; body: string | Uint8Array<ArrayBuffer>; type?: string }[] = [
  { label: 'malformed JSON', body: '{"email": "a@example.com",' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON array', body: '[1,2,3]' },
  { label: 'JSON string', body: '"hello"' },
  { label: 'JSON number', body: '42' },
  { label: 'prototype pollution', body: '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}' },
  { label: 'duplicate keys', body: '{"role":"customer","role":"admin","email":"a@example.com","email":"b@example.com"}' },
  { label: 'deeply nested array', body: deepArray },
  { label: 'deeply nested object', body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
  { label: 'body just under the limit', body: JSON.stringify({ email: 'a@example.com', name: 'x'.repeat(MAX_BODY_BYTES - 100) }) },
  { label: 'body over the limit', body: JSON.stringify({ email: 'a@example.com', name: 'x'.repeat(MAX_BODY_BYTES + 10) }) },
  { label: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]) },
  { label: 'BOM before JSON', body: '\ufeff{"email":"a@example.com"}' },
  { label: 'form-encoded', body: 'email=a%40example.com&password=x', type: 'application/x-www-form-urlencoded' },
  { label: 'multipart', body: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--b--', type: 'multipart/form-data; boundary=b' },
  { label: 'text/plain JSON', body: '{"email":"a@example.com"}', type: 'text/plain' },
  { label: 'no content type', body: '{"email":"a@example.com"}', type: '' },
  { label: 'XML', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', type: 'application/xml' },
]

/** Path parameters and query values (always text on the wire). */
const HOSTILE_TEXT = HOSTILE_VALUES.filter((v): v is string => typeof v === 'string' && v.length < 5_000).concat(['x'.repeat(4_000), '..', '%', '\\', 'null', '-1', '1e999', '%00%0d%0a'])

/** Headers that are broken rather than missing. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  { cookie: 'session=garbage; signed_in=1; known_device=also.garbage' },
  { cookie: `session=${'A'.repeat(4_000)}` },
  { cookie: 'session=eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.' },
  { 'idempotency-key': 'short' },
  { 'idempotency-key': 'k'.repeat(300) },
  { 'x-forwarded-proto': 'javascript' },
]

/** The error contract: nothing else may come back on a refusal. */
const errorBody = z
  .object({
    error: z
      .object({
        code: z.string().regex(/^[a-z0-9_]+$/),
        message: z.string().min(1),
        fields: z.record(z.string(), z.string()).optional(),
        requestId: z.string().optional(),
      })
      .strict(),
  })
  .strict()

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[]; anyOf?: JsonSchema[]; pattern?: string; maxLength?: number; minimum?: number }

/** A plausible value of a schema, so one hostile field at a time can reach past the others. */
function example(schema: JsonSchema, name = ''): unknown {
  if (schema.enum) return schema.enum[0]
  if (schema.anyOf?.[0]) return example(schema.anyOf[0], name)
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, example(value, key)]))
    case 'array':
      return [example(schema.items ?? {}, name)]
    case 'number':
    case 'integer':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    default:
      if (/email/i.test(name)) return 'fuzz@example.com'
      if (schema.pattern?.includes('\\d')) return '1'
      return 'Fuzz Value 2026'.slice(0, schema.maxLength ?? 15)
  }
}

const exampleOf = (schema: z.ZodType | undefined) =>
  schema ? (example(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) as Record<string, unknown>) : {}

type Probe = { label: string; path: string; init: RequestInit }

/**
 * Who sends an endpoint's probes. A role the endpoint admits reaches its handler, which reads the
 * path, query and body; when it admits two senders, the hostile values of query keys and body
 * fields (most of the probes) take turns between them (`turn` of `of`), like the browser
 * journeys' languages (decision 025): every value still reaches every key of the handler once,
 * and each sender still sends every kind of value, the checks of a value being the same whoever
 * sends it. A visitor at a guarded endpoint (`guarded`) is refused before any of that is read: it
 * tries what the app reads before the guard, for every endpoint alike: the path's encoding, the
 * headers (the session cookie among them) and the body's whole form (size, content type, JSON).
 */
type Sender = { guarded: boolean; turn: number; of: number }

/** The hostile requests for one endpoint, as one sender sends them. */
function probes(endpoint: Endpoint, call: Call | undefined, sender: Sender = { guarded: false, turn: 0, of: 1 }): Probe[] {
  const path = fillParams(endpoint.path, '00000000-0000-4000-8000-000000000000')
  const list: Probe[] = []
  let keys = 0
  /** This sender's share of the next key's hostile values: shifted by one each key, so each sender sends each value. */
  const ours = <T,>(values: T[]) => {
    const key = keys++
    return sender.guarded ? [] : values.filter((_, i) => (key + i) % sender.of === sender.turn)
  }
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method: endpoint.method,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(body),
  })
  if (endpoint.path.includes(':') && !sender.guarded) {
    // A lone surrogate cannot be put in a URL at all; the rest is percent-encoded as a client would.
    for (const value of HOSTILE_TEXT.filter((v) => v.isWellFormed())) {
      list.push({ label: `path ${JSON.stringify(value.slice(0, 40))}`, path: fillParams(endpoint.path, value), init: { method: endpoint.method } })
    }
  }
  // Percent-encoding that is not UTF-8 (an overlong dot-dot, a cut sequence), as scanners send it: 400, never logged.
  for (const raw of ['%c0%ae%c0%ae', '%E0%A4%A', '%']) {
    const target = endpoint.path.includes(':') ? endpoint.path.replace(/:\w+/, raw) : `${path}/${raw}`
    list.push({ label: `malformed path ${raw}`, path: target, init: { method: endpoint.method } })
  }
  const query = exampleOf(call?.query)
  for (const key of sender.guarded ? [] : [...Object.keys(query), 'unexpected']) {
    for (const value of ours(HOSTILE_TEXT)) list.push({ label: `query ${key}=${JSON.stringify(value.slice(0, 40))}`, path: `${path}?${new URLSearchParams({ ...(query as Record<string, string>), [key]: value })}`, init: { method: endpoint.method } })
    list.push({ label: `query ${key} twice`, path: `${path}?${key}=1&${key}=2`, init: { method: endpoint.method } })
  }
  for (const headers of HOSTILE_HEADERS) list.push({ label: `headers ${JSON.stringify(headers).slice(0, 60)}`, path, init: endpoint.method === 'GET' ? { headers } : json(exampleOf(call?.input), headers) })
  if (endpoint.method === 'GET') return list

  const base = exampleOf(call?.input)
  list.push({ label: 'plausible body', path, init: json(base) })
  for (const key of [...Object.keys(base), '__proto__', 'role']) {
    for (const value of ours(HOSTILE_VALUES)) list.push({ label: `${key}: ${JSON.stringify(value)?.slice(0, 40)}`, path, init: json({ ...base, [key]: value }) })
  }
  for (const { label, body, type } of HOSTILE_BODIES) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN }
    if (type !== '') headers['content-type'] = type ?? 'application/json'
    list.push({ label, path, init: { method: endpoint.method, headers, body } })
  }
  return list
}

/**
 * Who tries each endpoint: a visitor always, and the least and the most privileged signed-in role
 * it admits (a public endpoint: a customer), each with its share of the probes (`Sender`).
 */
function sendersFor(call: Call | undefined): (Sender & { role: TestRole })[] {
  const admitted = call ? ROLES_BY_ACCESS[call.access].filter((r): r is TestRole => r !== 'visitor') : ['admin' as const]
  const roles = [...new Set<TestRole>(['visitor', admitted[0]!, ...(call?.access === 'public' ? [] : ['admin' as const])])]
  const guarded = (role: TestRole) => role === 'visitor' && call !== undefined && call.access !== 'public'
  const reaching = roles.filter((role) => !guarded(role))
  return roles.map((role) => ({ role, guarded: guarded(role), turn: Math.max(0, reaching.indexOf(role)), of: reaching.length }))
}

const suite = setUpEndpointSuite()

describe('hostile requests to every endpoint', () => {
  it('finds the endpoints to try', () => {
    expect(suite.endpoints.length).toBeGreaterThan(15)
  })

  it('never answers 5xx, never outside the error contract, never logs a crash', { timeout: 600_000 }, async () => {
    const crashes = vi.spyOn(console, 'error')
    const failures: string[] = []
    let sent = 0
    try {
      for (const endpoint of suite.endpoints) {
        for (const { role, ...sender } of sendersFor(endpoint.call)) {
          // One session for all of an endpoint's probes: after a logout, the rest try an ended one.
          const cookie = await suite.sessions.cookieFor(role)
          for (const probe of probes(endpoint, endpoint.call, sender)) {
            const headers = new Headers(probe.init.headers)
            // A probe with a cookie of its own is the same request whoever sends it: the visitor's.
            if (cookie && headers.has('cookie')) continue
            if (cookie) headers.set('cookie', cookie)
            const res = await suite.t.fetchApp(probe.path, { ...probe.init, headers })
            await suite.t.settled()
            suite.sessions.after(role, res)
            sent++
            const label = `${role} ${endpoint.method} ${endpoint.path} [${probe.label}] → ${res.status}`
            const text = await res.text()
            if (res.status >= 500) {
              failures.push(`${label}: ${text.slice(0, 200)}`)
            } else if (res.status >= 400) {
              const parsed = errorBody.safeParse(text ? JSON.parse(text) : undefined)
              if (!parsed.success || !res.headers.get('content-type')?.includes('application/json')) failures.push(`${label}: not the error contract: ${text.slice(0, 200)}`)
              else if (/SQLITE|sqlite|drizzle|at \w+ \(|node_modules/.test(parsed.data.error.message)) failures.push(`${label}: leaks internals: ${parsed.data.error.message}`)
            } else if (res.status >= 200 && res.status < 300 && text && endpoint.call?.output) {
              const parsed = endpoint.call.output.safeParse(JSON.parse(text))
              if (!parsed.success) failures.push(`${label}: 2xx outside its contract: ${text.slice(0, 200)}`)
            }
          }
        }
      }
      expect(failures).toEqual([])
      expect(crashes).not.toHaveBeenCalled()
      expect(sent).toBeGreaterThan(2_000)
    } finally {
      crashes.mockRestore()
    }
  })
})

// Every text field a request can carry holds a rule (decision 022): a one-line field
// (singleLineText, which refuses line breaks, controls, bidi overrides and lone surrogates), a
// multi-line one (multiLineText, which drops them but keeps paragraphs) listed below with its
// reason, or a format zod checks itself (an email). The test walks every request schema: each
// contract's body and query, and every schema exported from shared/schemas that no answer uses
// (a form's own schema, a multipart upload's fields), through objects, arrays, unions, optionals,
// defaults and pipes. A new plain z.string() in any of them fails here.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Call } from '#shared/contracts/contract'
import { multiLineText, singleLineText, textFields } from './fields'

/** Multi-line on purpose: line breaks are part of what is written. */
const MULTI_LINE: Record<string, string> = {
  message: 'a contact message: a question in paragraphs',
  notes: 'a wholesale order’s notes and the team’s note on an account: lists, delivery instructions',
  descriptionEn: 'a product description is shown in paragraphs',
  descriptionEs: 'a product description is shown in paragraphs',
  descriptionFr: 'a product description is shown in paragraphs',
  note: 'staff’s reason for rejecting a return and their inspection notes: paragraphs, emailed and shown as written',
  body: 'a review’s text: paragraphs, shown as plain text with its line breaks',
  reason: 'staff’s reason for rejecting a review: paragraphs, never shown publicly',
  reply: 'the shop’s public reply under a review: paragraphs, shown as plain text',
  csv: 'a stock import file: one row per line, read by the CSV parser, never shown as it is',
}

/** Neither: compared byte for byte, never shown, stored or put in a header or a log. */
const AS_TYPED: Record<string, string> = {
  password: 'a password is hashed as typed; refusing or trimming a character would lock out whoever chose it',
  currentPassword: 'the password as typed, checked against its hash',
  newPassword: 'a password is hashed as typed',
  confirmPassword: 'compared with the password as typed',
}

/** Formats zod checks itself: none of them lets a control character, a space or a bidi mark through. */
const FORMATS = new Set(['email', 'uuid', 'guid', 'datetime', 'date', 'base64url'])

/** Exported schemas that are neither a request nor part of a contract's answer, each with why. */
const NOT_REQUESTS: Record<string, string> = {
  orderLineOptionsSchema: 'a part of the order answers (payment intent, confirmation, back office), each extending it; no request carries it',
}

type Node = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } }
type Finding = { path: string; problem: string }

/** Each string field under `schema` that holds no rule; every node reached is added to `seen`. */
function walk(schema: Node, path: string, findings: Finding[], seen: Set<unknown>): void {
  if (seen.has(schema)) return
  seen.add(schema)
  const def = schema._zod.def
  const field = path.split('.').filter((p) => p !== '[]').pop() ?? ''
  const child = (s: unknown, p: string): void => walk(s as Node, p, findings, seen)
  switch (def.type) {
    case 'string': {
      const rule = textFields.get(schema)?.text
      const format = def.format as string | undefined
      if (rule === 'one-line' || (format && FORMATS.has(format))) return
      if (rule === 'multi-line') {
        if (!MULTI_LINE[field]) findings.push({ path, problem: 'multi-line but not listed in MULTI_LINE with a reason' })
        return
      }
      if (AS_TYPED[field]) return
      findings.push({ path, problem: 'a string field without the one-line rule (singleLineText)' })
      return
    }
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) child(value, `${path}.${key}`)
      if (def.catchall) child(def.catchall, `${path}.*`)
      return
    case 'array':
      return child(def.element, `${path}.[]`)
    case 'union':
      for (const option of def.options as unknown[]) child(option, path)
      return
    case 'intersection':
      child(def.left, path)
      return child(def.right, path)
    case 'record':
      child(def.keyType, `${path}.<key>`)
      return child(def.valueType, `${path}.*`)
    case 'tuple':
      for (const [i, item] of (def.items as unknown[]).entries()) child(item, `${path}.${i}`)
      if (def.rest) child(def.rest, `${path}.*`)
      return
    case 'pipe': {
      // A string checked by a format after its transforms (an email) holds the format's rule.
      const out = (def.out as Node)._zod.def
      if (out.type === 'string' && FORMATS.has(out.format as string) && (def.in as Node)._zod.def.type === 'string') {
        seen.add(def.in)
        return child(def.out, path)
      }
      child(def.in, path)
      return child(def.out, path)
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return child(def.innerType, path)
    case 'lazy':
      return child((def.getter as () => unknown)(), path)
    default:
      return // numbers, booleans, enums, literals, dates, transforms, unknown: no text
  }
}

const isSchema = (value: unknown): value is Node => typeof value === 'object' && value !== null && '_zod' in value
const isCall = (value: unknown): value is Call => typeof value === 'object' && value !== null && 'method' in value && 'url' in value

const schemaModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })
const contractModules = import.meta.glob<Record<string, unknown>>(['../contracts/*.ts', '!../contracts/*.test.ts'], { eager: true })

const calls = Object.values(contractModules).flatMap((module) =>
  Object.values(module).flatMap((resource) => (typeof resource === 'object' && resource ? Object.values(resource).filter(isCall) : [])),
)
const exported = Object.entries(schemaModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, Node] => isSchema(entry[1]))
    .map(([name, schema]) => ({ name, file, schema })),
)

/** Every node of every answer: an exported schema found here is an answer, not a request. */
const answerNodes = new Set<unknown>()
for (const call of calls) if (call.output) walk(call.output as Node, 'answer', [], answerNodes)

function requestFindings() {
  const findings: Finding[] = []
  const seen = new Set<unknown>()
  for (const call of calls) {
    if (call.input) walk(call.input as Node, `${call.method} ${call.url} body`, findings, seen)
    if (call.query) walk(call.query as Node, `${call.method} ${call.url} query`, findings, seen)
  }
  for (const { name, schema } of exported) {
    if (answerNodes.has(schema) || NOT_REQUESTS[name]) continue
    walk(schema, name, findings, seen)
  }
  return findings
}

describe('text fields of requests', () => {
  it('finds the contracts and the schemas it walks', () => {
    expect(calls.length).toBeGreaterThan(50)
    expect(calls.filter((c) => c.input).length).toBeGreaterThan(25)
    expect(exported.length).toBeGreaterThan(40)
    for (const name of Object.keys(NOT_REQUESTS)) expect(exported.map((e) => e.name), name).toContain(name)
  })

  it('every string field of every request schema is one-line, or multi-line or as typed with a listed reason', () => {
    expect(requestFindings()).toEqual([])
  })

  it('would catch a plain string, in an object, an array, a union, an optional or a pipe', () => {
    const fields = { plain: z.string(), deep: z.object({ list: z.array(z.union([z.number(), z.string().optional()])) }), piped: z.string().transform((v) => v.length).pipe(z.number()) }
    const findings: Finding[] = []
    walk(z.object(fields) as unknown as Node, 'probe', findings, new Set())
    expect(findings.map((f) => f.path)).toEqual(['probe.plain', 'probe.deep.list.[]', 'probe.piped'])
    const ruled: Finding[] = []
    walk(z.object({ name: singleLineText().max(5).nullish().transform((v) => v ?? null), message: multiLineText().min(2) }) as unknown as Node, 'probe', ruled, new Set())
    expect(ruled).toEqual([])
  })
})

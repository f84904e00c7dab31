import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from './errors'
import { readJson } from './validate'

const schema = z.object({ email: z.email('Invalid email address'), name: z.string().min(2, 'Name must be at least 2 characters') })
const app = new Hono()
  .post('/echo', async (c) => c.json(await readJson(c, schema)))
  .onError((err, c) => (err instanceof ApiError ? c.json(err.body(), err.status) : c.json({ crash: true }, 500)))

const post = (body: string, type = 'application/json') =>
  app.request('/echo', { method: 'POST', headers: { 'content-type': type }, body })

describe('readJson', () => {
  it('accepts valid JSON matching the schema', async () => {
    const res = await post(JSON.stringify({ email: 'ana@example.com', name: 'Ana' }))
    expect(res.status).toBe(200)
  })
  it('answers malformed JSON with 400 malformed_json', async () => {
    const res = await post('{"email":')
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('malformed_json')
  })
  it('answers a non-JSON content type with 400', async () => {
    const res = await post('email=a', 'application/x-www-form-urlencoded')
    expect(res.status).toBe(400)
    expect((await res.json()).error.code).toBe('unsupported_content_type')
  })
  it('reports each invalid field with its own message', async () => {
    const res = await post(JSON.stringify({ email: 'nope', name: 'A' }))
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({ email: 'Invalid email address', name: 'Name must be at least 2 characters' })
    expect(error.message).toBe('Invalid email address')
  })
})

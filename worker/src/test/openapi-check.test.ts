// The answers check of createTestApp() refuses what the document does not say (decision 031).
import { describe, expect, it } from 'vitest'
import { checkedAgainstDocument } from './openapi-check'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const url = (path: string) => `http://localhost${path}`

describe('checking an answer against the OpenAPI document', () => {
  it('lets a true answer through, its body readable as the test reads it', async () => {
    const res = await checkedAgainstDocument('GET', url('/api/loyalty/balance'), json(200, { points: 5 }))
    expect(await res.json()).toEqual({ points: 5 })
  })

  it('refuses a status the call does not declare, naming the call', async () => {
    await expect(checkedAgainstDocument('GET', url('/api/loyalty/balance'), json(402, {}))).rejects.toThrow(/GET \/api\/loyalty\/balance answered 402/)
  })

  it('refuses a body its schema does not allow, and an error code its status does not list', async () => {
    const wrong = await checkedAgainstDocument('GET', url('/api/loyalty/balance'), json(200, { points: -1 }))
    await expect(wrong.json()).rejects.toThrow(/GET \/api\/loyalty\/balance 200 answered a body its schema refuses/)
    const code = await checkedAgainstDocument('GET', url('/api/loyalty/balance'), json(401, { error: { code: 'forbidden', message: 'No' } }))
    await expect(code.text()).rejects.toThrow(/"forbidden" is not one of this status's codes/)
  })

  it('refuses a content type the call does not answer, and leaves paths of no operation alone', async () => {
    const csv = new Response('a,b', { status: 200, headers: { 'content-type': 'application/json' } })
    await expect(checkedAgainstDocument('GET', url('/api/admin/orders/export.csv'), csv)).rejects.toThrow(/the document says text\/csv/)
    const unknown = json(404, { anything: true })
    expect(await checkedAgainstDocument('GET', url('/api/nothing/here'), unknown)).toBe(unknown)
  })
})

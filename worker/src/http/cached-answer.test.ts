// Catalogue answers kept per cursor, and those too large to keep streamed to their client
// (decision 027), as a route sends them.
import { gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { AnswerCache, sendAnswer } from './cached-answer'
import type { Compress } from './content-coding'

/** A runtime that compresses answers itself, as Node does (worker/node-compression.ts). */
const compress: Compress = async (bytes) => gzipSync(bytes)

/** A JSON array of `count` numbers in pieces of ten, counting how often it was built. */
function counted(count: number) {
  const built = { times: 0 }
  const build = async () => {
    built.times++
    async function* json() {
      yield '['
      for (let i = 0; i < count; i += 10) yield (i > 0 ? ',' : '') + Array.from({ length: Math.min(10, count - i) }, (_, j) => i + j).join(',')
      yield ']'
    }
    return { json: json(), etag: 'W/"list-1"' }
  }
  return { built, build }
}

/** A route sending what the cache answers for `key`. */
function route(cache: AnswerCache, build: ReturnType<typeof counted>['build'], withCompress = false) {
  return new Hono().get('/list', async (c) => sendAnswer(c, await cache.get(1, 'list', build), 'no-store', withCompress ? compress : undefined))
}

describe('AnswerCache', () => {
  it('keeps an answer within half its budget and builds it once for everyone', async () => {
    const cache = new AnswerCache(64 * 1024, async () => 1)
    const { built, build } = counted(100)
    const app = route(cache, build)
    const answers = await Promise.all([app.request('/list'), app.request('/list'), app.request('/list')])
    for (const res of answers) expect(await res.json()).toEqual(Array.from({ length: 100 }, (_, i) => i))
    expect(built.times).toBe(1)
  })

  it('streams an answer over half its budget to its client, whole and in order, and keeps none of it', async () => {
    const cache = new AnswerCache(1024, async () => 1)
    const { built, build } = counted(2000)
    const app = route(cache, build)
    const whole = Array.from({ length: 2000 }, (_, i) => i)
    // Two clients at once: the second gets a stream of its own, not the first one's.
    const [first, second] = await Promise.all([app.request('/list'), app.request('/list')])
    expect(await first.json()).toEqual(whole)
    expect(await second.json()).toEqual(whole)
    expect(first.headers.get('etag')).toBe('W/"list-1"')
    expect(await (await app.request('/list')).json()).toEqual(whole)
    expect(built.times).toBe(3)
  })

  it('compresses a streamed answer with gzip for a client that takes it, and answers 304 to its ETag', async () => {
    const cache = new AnswerCache(1024, async () => 1)
    const { build } = counted(2000)
    const app = route(cache, build, true)
    const res = await app.request('/list', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(JSON.parse(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString())).toHaveLength(2000)
    expect((await app.request('/list', { headers: { 'if-none-match': 'W/"list-1"' } })).status).toBe(304)
  })
})

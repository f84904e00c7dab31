import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_CATEGORIES } from '#shared/catalogue/catalogue'
import { blogApi } from '#shared/contracts/catalogue'
import { urlFor } from '#shared/contracts/contract'
import type { BlogPost } from '#shared/schemas/catalogue'
import { createTestApp } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

describe('blog API', () => {
  it('lists posts newest first, covering every blog category in three languages', async () => {
    const res = await t.request(blogApi.list.url)
    expect(res.status).toBe(200)
    const posts = blogApi.list.output.parse(await res.json())
    expect(posts.length).toBeGreaterThanOrEqual(6)
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES))
    const dates = posts.map((p) => p.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('returns one post by slug, and 404 JSON for an unknown slug', async () => {
    const [first]: BlogPost[] = await (await t.request(blogApi.list.url)).json()
    const res = await t.request(urlFor(blogApi.bySlug, { slug: first!.slug }))
    expect(res.status).toBe(200)
    expect(blogApi.bySlug.output.parse(await res.json()).contentFr).toBe(first!.contentFr)
    const missing = await t.request(urlFor(blogApi.bySlug, { slug: 'no-such-article' }))
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.code).toBe('not_found')
  })
})

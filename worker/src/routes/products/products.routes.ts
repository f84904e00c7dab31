import { Hono } from 'hono'
import { productsApi } from '#shared/contracts/catalogue'
import type { AppEnv } from '#worker/context'
import { matchesEtag, sendAnswer, shortHash, weakEtag } from '#worker/http/cached-answer'
import { CATALOGUE_CACHE_CONTROL, productsJson } from '#worker/http/catalogue-answers'
import { readQuery } from '#worker/http/validate'
import { notFound } from '#worker/services/domain-errors'
import { findProduct, productKeyPages } from '#worker/services/catalogue'

export const productsRoutes = new Hono<AppEnv>()
  .get(productsApi.list.path, async (c) => {
    const query = readQuery(c, productsApi.list.query)
    const { db, answers, compress } = c.get('deps')
    const cursor = await answers.cursor()
    const filtered = query.category !== undefined || query.limit !== undefined || query.after !== undefined
    const key = filtered ? `products?${query.category ?? ''}&${query.limit ?? ''}&${query.after ?? ''}` : 'products'
    // One validator per list and cursor: an ETag of one page never revalidates another.
    const etag = weakEtag(filtered ? `products-${cursor}-${shortHash(key)}` : `products-${cursor}`)
    if (matchesEtag(c.req.header('if-none-match'), etag)) {
      c.header('ETag', etag)
      c.header('Cache-Control', CATALOGUE_CACHE_CONTROL)
      return c.body(null, 304)
    }
    const answer = await answers.get(cursor, key, async () => {
      const pages = productKeyPages(db, query)
      // The first page is read here, so an unknown `after` is a 400 before anything is cached.
      const first = await pages.next()
      async function* all() {
        if (!first.done) yield first.value
        yield* pages
      }
      return { json: productsJson(db, all(), answers.products), etag }
    })
    return sendAnswer(c, answer, CATALOGUE_CACHE_CONTROL, compress)
  })
  .get(productsApi.byId.path, async (c) => {
    const product = await findProduct(c.get('deps').db, c.req.param('id'))
    if (!product) throw notFound('Product not found')
    return c.json(product)
  })

import { Hono } from 'hono'
import { blogApi } from '#shared/contracts/catalogue'
import type { AppEnv } from '#worker/context'
import { notFound } from '#worker/services/domain-errors'
import { findPost, listPosts } from '#worker/services/catalogue'

export const blogRoutes = new Hono<AppEnv>()
  .get(blogApi.list.path, async (c) => c.json(await listPosts(c.get('deps').db)))
  .get(blogApi.bySlug.path, async (c) => {
    const post = await findPost(c.get('deps').db, c.req.param('slug'))
    if (!post) throw notFound('Article not found')
    return c.json(post)
  })

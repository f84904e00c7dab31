import { useTranslation } from 'react-i18next'
import { Link, useLoaderData, useSearchParams } from 'react-router-dom'
import { BLOG_CATEGORIES, type BlogCategory } from '#shared/catalogue/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import type { StorefrontData } from '#shared/render/storefront-render'
import type { BlogPost } from '#shared/schemas/catalogue'
import { cn } from '#app/components/ui/cn'
import { PageMeta } from '#app/components/ui/page-meta'
import { usePosts } from '#app/lib/catalogue'
import { formatDay } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { PageHeader } from '#app/components/ui/page-header'

type Filter = 'all' | BlogCategory
const FILTERS: Filter[] = ['all', ...BLOG_CATEGORIES]
const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter)

/** The server's read for this page (decision 010): every post, newest first. */
export const loadBlogPage = (storefront: StorefrontData) => storefront.posts()

export function BlogPage() {
  const { t } = useTranslation('blog')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const posts = usePosts(useLoaderData() as BlogPost[] | undefined)
  const [params, setParams] = useSearchParams()
  const requested = params.get('category')
  const filter: Filter = isFilter(requested) ? requested : 'all'

  const choose = (next: Filter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'all') updated.delete('category')
        else updated.set('category', next)
        return updated
      },
      { replace: true, preventScrollReset: true },
    )

  const shown = posts.data?.filter((p) => filter === 'all' || p.category === filter) ?? []

  return (
    <div className="mx-auto max-w-7xl px-6 py-16 sm:py-20">
      <PageMeta title={`${t('meta.title')} · ${tc('brand')}`} description={t('meta.description')} />
      <PageHeader centered eyebrow={t('label')} title={t('title')} intro={t('intro')} />

      <div role="group" aria-label={t('filterLabel')} className="mt-10 flex flex-wrap justify-center gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => choose(f)}
            className={cn(
              'min-h-11 rounded-full border px-4 py-2 text-sm transition-colors',
              filter === f ? 'border-ink bg-ink text-cream' : 'border-sand bg-white text-ink hover:border-cocoa',
            )}
          >
            {t(`categories.${f}`)}
          </button>
        ))}
      </div>

      {posts.status === 'loading' && (
        <ul aria-busy="true" aria-label={t('loading')} className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="animate-pulse overflow-hidden rounded-3xl bg-white">
              <div className="aspect-[16/10] bg-sand/60" />
              <div className="space-y-3 p-6">
                <div className="h-3 w-24 rounded bg-sand" />
                <div className="h-5 w-3/4 rounded bg-sand" />
                <div className="h-4 w-full rounded bg-sand/70" />
              </div>
            </li>
          ))}
        </ul>
      )}

      {posts.status === 'error' && <p className="mt-12 text-center text-muted" role="alert">{tc('errors.generic')}</p>}

      {posts.status === 'ready' && shown.length === 0 && <p className="mt-12 text-center text-muted">{t('empty')}</p>}

      {posts.status === 'ready' && shown.length > 0 && (
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-grid">
          {shown.map((post) => {
            const title = localized(post, 'title', lang)
            return (
              <li key={post.id} data-category={post.category}>
                <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl focus-within:ring-2 focus-within:ring-cocoa border border-sand/70 bg-white shadow-sm transition-shadow hover:shadow-md">
                  {post.imageUrl && (
                    <img src={post.imageUrl} alt="" loading="lazy" className="aspect-[16/10] w-full bg-sand object-cover" />
                  )}
                  <div className="flex flex-1 flex-col p-6">
                    <p className="text-xs font-medium uppercase tracking-[0.2em] text-cocoa">{t(`categories.${post.category}`)}</p>
                    <h2 className="mt-3 text-2xl leading-snug text-ink">
                      <Link to={to(`/blog/${post.slug}`)} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline">
                        {title}
                      </Link>
                    </h2>
                    <p className="mt-3 flex-1 text-muted">{localized(post, 'excerpt', lang)}</p>
                    <p className="mt-6 flex items-center gap-2 text-xs text-muted">
                      <time dateTime={post.publishedAt}>{formatDay(post.publishedAt, lang)}</time>
                      <span aria-hidden="true">·</span>
                      <span>{t('readTime')}</span>
                    </p>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { data, Link, useLoaderData, useParams } from 'react-router-dom'
import { BRAND_NAME } from '#shared/brand'
import type { StorefrontData } from '#shared/render/storefront-render'
import type { BlogPost } from '#shared/schemas/catalogue'
import { localized } from '#shared/catalogue/catalogue'
import { PageMeta } from '#app/components/ui/page-meta'
import { buttonClasses } from '#app/components/ui/button'
import { usePost } from '#app/lib/catalogue'
import { formatDay } from '#app/lib/format'
import type { Language } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'
import { useSiteOrigin } from '#app/lib/site-origin'
import { ArticleBody } from './article-body'

function articleJsonLd(post: BlogPost, lang: Language, url: string, origin: string) {
  const organization = { '@type': 'Organization', name: BRAND_NAME, url: origin || undefined }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: localized(post, 'title', lang),
    description: localized(post, 'seoDescription', lang),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    image: post.imageUrl ? [origin + post.imageUrl] : undefined,
    inLanguage: lang,
    keywords: post.keywords.join(', '),
    mainEntityOfPage: url,
    author: organization,
    publisher: organization,
  }
}

/** JSON inside <script> must not be able to close the tag, whatever a title contains. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The server's read for this page (decision 010): the post, or null with status 404. */
export async function loadArticlePage(storefront: StorefrontData, { params }: { params: { slug?: string } }) {
  const post = params.slug ? await storefront.post(params.slug) : undefined
  return post ? post : data(null, { status: 404 })
}

function BackLink() {
  const { t } = useTranslation('blog')
  const { to } = useLang()
  return (
    <Link to={to('/blog')} className="inline-flex items-center gap-2 text-sm text-muted hover:text-ink">
      <span aria-hidden="true">←</span> {t('backToBlog')}
    </Link>
  )
}

export function ArticlePage() {
  const { slug } = useParams()
  const { t } = useTranslation('blog')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const post = usePost(slug, useLoaderData() as BlogPost | null | undefined)
  const origin = useSiteOrigin()

  if (post.status === 'loading') {
    return (
      <div className="mx-auto max-w-3xl animate-pulse px-6 py-16" aria-busy="true">
        <div className="h-4 w-28 rounded bg-sand" />
        <div className="mt-8 h-10 w-3/4 rounded bg-sand" />
        <div className="mt-8 aspect-[16/9] rounded-3xl bg-sand/60" />
      </div>
    )
  }

  if (post.status === 'error' || !post.data) {
    return (
      <section className="mx-auto max-w-xl px-6 py-28 text-center">
        <PageMeta title={`${tc('errors.generic')} · ${tc('brand')}`} noindex />
        <h1 className="text-3xl text-ink">{tc('errors.generic')}</h1>
        <Link to={to('/blog')} className={buttonClasses({ className: 'mt-8' })}>
          {t('backToBlog')}
        </Link>
      </section>
    )
  }

  const article = post.data
  const title = localized(article, 'title', lang)
  const url = origin + to(`/blog/${article.slug}`)

  return (
    <article className="mx-auto max-w-3xl px-6 py-12 sm:py-16">
      <PageMeta title={`${title} · ${tc('brand')}`} description={localized(article, 'seoDescription', lang)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(articleJsonLd(article, lang, url, origin)) }} />
      <BackLink />
      <header className="mt-8">
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-cocoa">{t(`categories.${article.category}`)}</p>
        <h1 className="mt-4 text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg text-muted">{localized(article, 'excerpt', lang)}</p>
        <p className="mt-6 flex items-center gap-2 text-sm text-muted">
          <time dateTime={article.publishedAt}>{t('publishedOn', { date: formatDay(article.publishedAt, lang, { dateStyle: 'long' }) })}</time>
          <span aria-hidden="true">·</span>
          <span>{t('readTime')}</span>
        </p>
      </header>
      {article.imageUrl && <img src={article.imageUrl} alt="" className="mt-10 aspect-[16/9] w-full rounded-3xl bg-sand object-cover" />}
      <div className="mt-12">
        <ArticleBody source={localized(article, 'content', lang)} checklistLabel={t('checklist')} />
      </div>

      <aside className="mt-16 rounded-3xl bg-cocoa-dark px-8 py-10 text-cream">
        <h2 className="text-3xl">{t('cta.title')}</h2>
        <p className="mt-3 text-cream/85">{t('cta.body')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={to('/shop')} className={buttonClasses({ variant: 'light' })}>
            {t('cta.shop')}
          </Link>
          <Link to={to('/contact')} className={buttonClasses({ variant: 'lightOutline' })}>
            {t('cta.contact')}
          </Link>
        </div>
      </aside>

      <p className="mt-10 border-t border-sand pt-6 text-sm text-muted">
        {t('disclaimer.text')}{' '}
        <Link to={to('/medical-disclaimer')} className="text-cocoa underline underline-offset-4 hover:text-ink">
          {t('disclaimer.link')}
        </Link>
      </p>
      <div className="mt-10">
        <BackLink />
      </div>
    </article>
  )
}

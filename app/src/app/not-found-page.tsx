import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageMeta } from '#app/components/ui/page-meta'
import { buttonClasses } from '#app/components/ui/button'
import { useLang } from '#app/lib/i18n/use-lang'

export function NotFoundPage() {
  const { t } = useTranslation()
  const { to } = useLang()
  return (
    <section className="mx-auto max-w-xl px-6 py-28 text-center">
      <PageMeta title={`${t('notFound.title')} · ${t('brand')}`} noindex />
      <p className="text-sm uppercase tracking-[0.3em] text-muted">404</p>
      <h1 className="mt-3 text-4xl text-ink">{t('notFound.title')}</h1>
      <p className="mt-4 text-muted">{t('notFound.body')}</p>
      <Link to={to('/')} className={buttonClasses({ className: 'mt-8' })}>
        {t('notFound.home')}
      </Link>
    </section>
  )
}

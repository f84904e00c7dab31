import { FeatherIcon, RulerIcon, ScissorsIcon, ShieldCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageMeta } from '#app/components/ui/page-meta'
import { buttonClasses } from '#app/components/ui/button'
import { useLang } from '#app/lib/i18n/use-lang'

const BENEFITS = [
  ['support', ShieldCheckIcon],
  ['comfort', FeatherIcon],
  ['craft', ScissorsIcon],
  ['fit', RulerIcon],
] as const

export function OurEssencePage() {
  const { t } = useTranslation('content')
  const { t: tc } = useTranslation()
  const { to } = useLang()
  const paragraphs = t('body')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

  return (
    <div>
      <PageMeta title={`${t('meta.title')} · ${tc('brand')}`} description={t('meta.description')} />
      <section className="mx-auto max-w-3xl px-6 pb-12 pt-16 text-center sm:pt-24">
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-cocoa">{t('label')}</p>
        <h1 className="mt-4 text-4xl leading-tight text-ink sm:text-6xl">{t('title')}</h1>
      </section>
      <section className="mx-auto max-w-2xl space-y-6 px-6 text-lg leading-relaxed text-ink/85">
        {paragraphs.map((p, i) => (
          <p key={i} className={i === 0 ? 'first-letter:float-left first-letter:mr-3 first-letter:font-serif first-letter:text-6xl first-letter:leading-none first-letter:text-cocoa' : undefined}>
            {p}
          </p>
        ))}
      </section>
      <section className="mx-auto mt-20 max-w-5xl px-6">
        <p className="border-y border-sand py-10 text-center font-serif text-3xl italic text-cocoa-dark sm:text-5xl">
          “{tc('tagline')}”
        </p>
      </section>
      <section className="mx-auto max-w-6xl px-6 py-20" aria-labelledby="essence-benefits">
        <h2 id="essence-benefits" className="text-center text-3xl text-ink sm:text-4xl">
          {t('benefitsTitle')}
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(([key, Icon]) => (
            <li key={key} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-sand/70">
              <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-sand text-xl text-cocoa-dark">
                <Icon />
              </span>
              <h3 className="mt-5 text-2xl text-ink">{t(`benefits.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14 flex flex-wrap justify-center gap-3">
          <Link to={to('/shop')} className={buttonClasses({ size: 'lg' })}>
            {t('cta.shop')}
          </Link>
          <Link to={to('/size-guide')} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('cta.sizeGuide')}
          </Link>
        </div>
      </section>
    </div>
  )
}

import * as Accordion from '@radix-ui/react-accordion'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { RETURN_SHIPPING_FEE_CENTS } from '#shared/policy/returns'
import { FLAT_SHIPPING_CENTS, FREE_SHIPPING_THRESHOLD_CENTS } from '#shared/pricing/shipping'
import { PageHeader } from '#app/components/ui/page-header'
import { PageMeta } from '#app/components/ui/page-meta'
import { buttonClasses } from '#app/components/ui/button'
import { formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useHydrated } from '#app/lib/use-hydrated'
import { returnsAnswer, shippingAnswer, type PolicyFigures } from './faq-policies'

const FAQ_ITEMS = ['shipping', 'returns', 'sizing', 'care'] as const
type FaqItem = (typeof FAQ_ITEMS)[number]
const isFaqItem = (value: string): value is FaqItem => (FAQ_ITEMS as readonly string[]).includes(value)

/** The English page alone shows this subtitle; the Spanish and French pages have none. */
const ENGLISH_SUBTITLE = 'Find answers to common questions about our products and services.'

const RICH_TEXT =
  'space-y-4 text-base leading-relaxed text-ink/85 [&_h3]:pt-2 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:text-ink [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 marker:text-cocoa'

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

export function FaqPage() {
  const { t } = useTranslation('faq')
  const { t: tc } = useTranslation()
  const { lang, to } = useLang()
  const { hash, key } = useLocation()
  // The server never sees the #fragment: a server-drawn page hydrates with every answer closed,
  // as drawn, and opens the linked one right after.
  const hydrated = useHydrated()
  const target = hydrated ? decodeURIComponent(hash.replace(/^#/, '')) : ''
  const [open, setOpen] = useState<string>(isFaqItem(target) ? target : '')
  // A new navigation to /faq#item (even to the item already in the address) opens that answer:
  // adjusted while rendering, keyed by the location, rather than in an effect.
  const visit = `${key}|${hydrated}`
  const [openedFor, setOpenedFor] = useState(visit)
  if (openedFor !== visit) {
    setOpenedFor(visit)
    if (isFaqItem(target)) setOpen(target)
  }

  // Arriving on /faq#returns (from the footer, another page or a shared link) opens that answer and
  // brings it into view just below the sticky header.
  // The router's scroll restoration can run after this (on a full load it restores the position
  // saved for the previous document), so the scroll is repeated briefly until the visitor takes over.
  useEffect(() => {
    if (!isFaqItem(target)) return
    let userTookOver = false
    const takeOver = () => void (userTookOver = true)
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const
    for (const e of events) window.addEventListener(e, takeOver, { passive: true })
    const reveal = () => {
      const item = document.getElementById(target)
      if (userTookOver || !item) return
      // Measured rather than taken from scroll-padding-top, so a taller header (two-line nav,
      // larger text) can never cover the question.
      const stickyHeader = [...document.querySelectorAll('header')].find((h) => ['sticky', 'fixed'].includes(getComputedStyle(h).position))
      const headerBottom = stickyHeader ? Math.max(0, stickyHeader.getBoundingClientRect().bottom) : 0
      window.scrollTo({ top: window.scrollY + item.getBoundingClientRect().top - headerBottom - 16 })
    }
    const frame = requestAnimationFrame(reveal)
    const timers = [60, 200, 500].map((ms) => window.setTimeout(reveal, ms))
    const done = window.setTimeout(() => events.forEach((e) => window.removeEventListener(e, takeOver)), 600)
    return () => {
      cancelAnimationFrame(frame)
      timers.forEach(clearTimeout)
      clearTimeout(done)
      for (const e of events) window.removeEventListener(e, takeOver)
    }
  }, [target, key])

  const figures: PolicyFigures = {
    freeFrom: formatMoney(FREE_SHIPPING_THRESHOLD_CENTS, lang),
    flat: formatMoney(FLAT_SHIPPING_CENTS, lang),
    returnFee: formatMoney(RETURN_SHIPPING_FEE_CENTS, lang),
  }

  const answer = (item: FaqItem) => {
    switch (item) {
      case 'shipping':
        return <div className={RICH_TEXT}>{shippingAnswer[lang](figures)}</div>
      case 'returns':
        return (
          <div className={RICH_TEXT}>
            {returnsAnswer[lang](figures)}
            <p>
              <Link to={to('/refund-policy')} className="text-cocoa underline underline-offset-4 hover:text-ink">
                {t('refundPolicyLink')}
              </Link>
            </p>
          </div>
        )
      case 'sizing':
      case 'care':
        return (
          <div className={RICH_TEXT}>
            {paragraphsOf(t(`items.${item}.answer`)).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
            {item === 'sizing' && (
              <p>
                <Link to={to('/size-guide')} className="text-cocoa underline underline-offset-4 hover:text-ink">
                  {t('sizeGuideLink')}
                </Link>
              </p>
            )}
          </div>
        )
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-6 py-16 sm:py-20">
      <PageMeta title={`${t('meta.title')} · ${tc('brand')}`} description={t('meta.description')} />
      <PageHeader centered eyebrow={t('label')} title={t('title')} intro={lang === 'en' ? ENGLISH_SUBTITLE : undefined} />

      <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="mt-12 space-y-4">
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item} value={item} id={item} className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand/70">
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-6 px-6 py-5 text-left font-serif text-xl text-ink hover:text-cocoa-dark sm:px-8 sm:text-2xl">
                  {t(`items.${item}.question`)}
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-sand text-base text-cocoa-dark transition-transform group-data-[state=open]:rotate-45"
                  >
                    +
                  </span>
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="px-6 pb-8 sm:px-8">{answer(item)}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>

      <aside className="mt-14 rounded-3xl bg-sand/50 px-8 py-10 text-center">
        <h2 className="text-2xl text-ink">{t('more.title')}</h2>
        <p className="mt-2 text-muted">{t('more.body')}</p>
        <Link to={to('/contact')} className={buttonClasses({ className: 'mt-6' })}>
          {t('more.link')}
        </Link>
      </aside>
    </div>
  )
}

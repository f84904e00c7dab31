// Screens that need the network (route handle `needsNetwork`: checkout, sign-in, dashboard,
// admin…) say so while offline, in the page's language, instead of failing half-way. Everything
// else renders from the offline copy.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useMatches } from 'react-router-dom'
import { PageMeta } from '#app/components/ui/page-meta'
import { Button, buttonClasses } from '#app/components/ui/button'
import { useLang } from '#app/lib/i18n/use-lang'
import { syncNow } from '#app/lib/sync'
import { useOnline } from '#app/lib/use-online'
import { LoadFailed } from './route-error'

const needsNetwork = (handle: unknown) => (handle as { needsNetwork?: boolean } | undefined)?.needsNetwork === true

export function NetworkGate({ children }: { children: ReactNode }) {
  const online = useOnline()
  const matches = useMatches()
  if (online || !matches.some((m) => needsNetwork(m.handle))) return <>{children}</>
  return <OfflineGate />
}

/**
 * A screen whose code could not load (app/router.tsx): offline, the gate (the screens that need the
 * network are cached when first used, decision 010); online, the error page with its Reload button.
 */
export function ScreenUnavailable() {
  return useOnline() ? <LoadFailed /> : <OfflineGate />
}

function OfflineGate() {
  const { t } = useTranslation('offline')
  const { to } = useLang()
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-sand text-2xl text-cocoa">
        ☁
      </span>
      <PageMeta title={t('gate.title')} noindex />
      <h1 className="font-serif text-3xl text-ink">{t('gate.title')}</h1>
      <p className="text-muted">{t('gate.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={to('/shop')} className={buttonClasses()}>
          {t('gate.shop')}
        </Link>
        <Button variant="secondary" onClick={() => void syncNow()}>
          {t('gate.retry')}
        </Button>
      </div>
    </section>
  )
}

// The card every account screen sits in; its fields come from components/form.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn'
import { PageMeta } from '#app/components/ui/page-meta'

/** The calm, centred card every account screen sits in. */
export function AuthShell({ label, title, intro, metaTitle, children, wide }: { label: string; title: string; intro?: string; metaTitle: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="px-6 py-16 sm:py-20">
      <PageMeta title={`${metaTitle} · ${t('brand')}`} noindex />
      <div className={cn('mx-auto rounded-[2rem] border border-sand/70 bg-white p-8 shadow-sm sm:p-10', wide ? 'max-w-2xl' : 'max-w-md')}>
        <p className="text-xs font-medium uppercase tracking-[0.3em] text-cocoa">{label}</p>
        <h1 className="mt-3 text-3xl text-ink sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 text-muted">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  )
}

// The frame of every back-office screen (orders, wholesale, inventory, users, audit log, products): its title (the page's one h1), a subtitle with the count
// of what is listed, the screen's own buttons, and the page title in the browser tab.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '#app/components/ui/page-meta'

export function AdminScreen({ title, subtitle, actions, children }: { title: string; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation()
  const { t: admin } = useTranslation('admin')
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PageMeta title={`${title} · ${admin('title')} · ${t('brand')}`} noindex />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl text-ink sm:text-4xl">{title}</h1>
          {subtitle && <div className="mt-1 text-sm text-muted">{subtitle}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6 grid grid-cols-1 gap-4">{children}</div>
    </section>
  )
}

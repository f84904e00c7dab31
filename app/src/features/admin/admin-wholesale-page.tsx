// /admin/wholesale: the wholesale inquiries, with a second tab for the wholesale accounts
// waiting for approval. The tab, search, filter, page and open record live in the URL.
import * as Tabs from '@radix-ui/react-tabs'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { cn } from '#app/components/ui/cn'
import { AccountsPanel } from './wholesale/accounts-panel'
import { InquiriesPanel } from './wholesale/inquiries-panel'

const TABS = ['inquiries', 'accounts'] as const

export function AdminWholesalePage() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'accounts' ? 'accounts' : 'inquiries'
  return (
    <AdminScreen title={t('pages.wholesale')} subtitle={t('wholesale.subtitle')}>
      {/* Another tab lists other things: its search and filters start afresh. */}
      <Tabs.Root value={tab} onValueChange={(value) => setParams(value === 'accounts' ? { tab: value } : {}, { replace: true })}>
        <Tabs.List aria-label={t('wholesale.tabs.label')} className="flex gap-1 border-b border-sand">
          {TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium transition-colors',
                tab === value ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {t(`wholesale.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="inquiries" className="pt-6 outline-none">
          <InquiriesPanel />
        </Tabs.Content>
        <Tabs.Content value="accounts" className="pt-6 outline-none">
          <AccountsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </AdminScreen>
  )
}

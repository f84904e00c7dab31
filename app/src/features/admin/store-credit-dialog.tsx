// 'Store credit' of one customer (decision 035), from the order dialog's customer section and the
// users screen: the balance, the goodwill form (amount and reason, both required; the customer is
// emailed in their language) and the ledger with who issued each credit. Focus returns to the
// button that opened it when it closes (the caller's `opener`).
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '#app/components/form/text-field'
import { StoreCreditHistory } from '#app/components/orders/store-credit-history'
import { EmptyState, ErrorState, LoadingState } from '#app/components/ui/async-state'
import { Button } from '#app/components/ui/button'
import { Dialog } from '#app/components/ui/dialog'
import { formatAmount } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import { useCustomerCredit } from './use-customer-credit'

export function StoreCreditDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const { query, credit, form, saving, grant } = useCustomerCredit(userId)
  const formTitle = useId()

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      size="md"
      title={t('storeCredit.title', { name: credit?.name || name })}
      description={credit?.email}
      footer={
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {t('storeCredit.close')}
        </Button>
      }
    >
      {!credit ? (
        query.status === 'error' ? (
          <ErrorState onRetry={query.reload} requestId={query.error?.requestId} />
        ) : (
          <LoadingState />
        )
      ) : (
        <div className="grid gap-6">
          <p className="text-sm text-muted">
            {t('storeCredit.balance')}{' '}
            <span className="font-serif text-3xl text-ink" data-testid="admin-store-credit-balance">
              {formatAmount(credit.balance, lang)}
            </span>
          </p>

          <form
            aria-labelledby={formTitle}
            noValidate
            className="grid gap-4 rounded-2xl border border-sand/70 p-4"
            onSubmit={(event) => {
              event.preventDefault()
              void grant()
            }}
          >
            <h3 id={formTitle} className="font-medium text-ink">
              {t('storeCredit.issue')}
            </h3>
            <TextField label={t('storeCredit.amount')} hint={t('storeCredit.amountHint')} inputMode="decimal" placeholder="10.00" autoComplete="off" {...form.field('amount')} />
            <TextField label={t('storeCredit.note')} hint={t('storeCredit.noteHint')} maxLength={500} autoComplete="off" {...form.field('note')} />
            <div>
              <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
                {saving ? t('storeCredit.issuing') : t('storeCredit.issueSubmit')}
              </Button>
            </div>
          </form>

          <section aria-labelledby="store-credit-history-title">
            <h3 id="store-credit-history-title" className="mb-2 font-medium text-ink">
              {t('storeCredit.history')}
            </h3>
            <StoreCreditHistory entries={credit.entries} label={t('storeCredit.history')} empty={<EmptyState message={t('storeCredit.empty')} />} />
          </section>
        </div>
      )}
    </Dialog>
  )
}

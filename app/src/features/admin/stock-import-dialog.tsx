// Stock from a CSV file by SKU (decision 026): choose the file, read what it would change (each
// variant's figures before → after) and why any row cannot apply, then import it all at once.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { Dialog } from '#app/components/ui/dialog'
import { formatNumber } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { StockImportReport } from '#shared/contracts/admin-inventory'
import { Section } from './detail-section'
import { useStockImport } from './use-stock-import'

export function StockImportDialog({ onClose, onApplied }: { onClose: () => void; onApplied: () => void }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const flow = useStockImport(onApplied, onClose)
  const fileId = useId()
  const busy = flow.step.kind === 'reading' || flow.step.kind === 'applying'
  const count = flow.report?.changes.length ?? 0

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      size="lg"
      title={t('inventory.import.title')}
      description={t('inventory.import.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {common('dialog.cancel')}
          </Button>
          <Button onClick={() => void flow.apply()} disabled={!flow.canApply} aria-busy={flow.step.kind === 'applying' || undefined}>
            {flow.step.kind === 'applying' ? t('inventory.import.importing') : t('inventory.import.confirm', { count })}
          </Button>
        </>
      }
    >
      <label htmlFor={fileId} className="text-sm font-medium text-ink">
        {t('inventory.import.file')}
      </label>
      <input
        id={fileId}
        type="file"
        accept=".csv,text/csv"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0]
          // Emptied, so the same file chosen again after a correction is read again.
          e.target.value = ''
          void flow.choose(file)
        }}
        className="mt-2 block w-full text-sm file:mr-4 file:min-h-11 file:rounded-full file:border file:border-ink/80 file:bg-white file:px-4 file:text-sm file:font-medium"
      />
      <div role="status" aria-live="polite" className="mt-4 text-sm">
        {flow.step.kind === 'reading' && <p className="text-muted">{t('inventory.import.reading')}</p>}
        {flow.report && <ReportSummary report={flow.report} fileName={flow.fileName} />}
      </div>
      {flow.report && <ReportTables report={flow.report} />}
    </Dialog>
  )
}

function ReportSummary({ report, fileName }: { report: StockImportReport; fileName: string }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const n = (value: number) => formatNumber(value, lang)
  return (
    <>
      <p className="break-all font-mono text-xs text-muted">{fileName}</p>
      <p className="font-medium text-ink">{t('inventory.import.summary', { rows: n(report.rows), changes: n(report.changes.length), unchanged: n(report.unchanged), errors: n(report.errors.length) })}</p>
      {report.errors.length > 0 ? (
        <p className="mt-1 text-red-700">{t('inventory.import.blocked')}</p>
      ) : (
        report.changes.length === 0 && <p className="mt-1 text-muted">{t('inventory.import.nothing')}</p>
      )}
    </>
  )
}

function ReportTables({ report }: { report: StockImportReport }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const { lang } = useLang()
  const n = (value: number) => formatNumber(value, lang)
  const yesNo = (value: boolean) => t(value ? 'inventory.import.yes' : 'inventory.import.no')
  const change = (before: string, after: string) => (before === after ? before : `${before} → ${after}`)
  const th = 'px-2 py-2 text-left text-xs font-medium uppercase tracking-wider text-muted'
  const td = 'px-2 py-2 align-top'
  return (
    <div className="mt-4 grid gap-5">
      {report.errors.length > 0 && (
        <Section title={t('inventory.import.errorsTitle')}>
          {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('inventory.import.errorsTitle')}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('inventory.import.errorsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>{t('inventory.import.columns.line')}</th>
                  <th scope="col" className={th}>{t('inventory.import.columns.sku')}</th>
                  <th scope="col" className={th}>{t('inventory.import.columns.problem')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand/60">
                {report.errors.map((e) => (
                  <tr key={`${e.line}-${e.code}`}>
                    <td className={`${td} tabular-nums`}>{n(e.line)}</td>
                    <td className={`${td} font-mono text-xs`}>{e.sku || '—'}</td>
                    <td className={`${td} text-red-700`}>{t(`inventory.import.rowErrors.${e.code}`, { count: e.pendingQty ?? 0 })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}
      {report.changes.length > 0 && (
        <Section title={t('inventory.import.changes')}>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('inventory.import.changes')}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('inventory.import.changes')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>{t('inventory.import.columns.sku')}</th>
                  <th scope="col" className={th}>{t('inventory.import.columns.variant')}</th>
                  <th scope="col" className={th}>{t('inventory.import.columns.stock')}</th>
                  <th scope="col" className={th}>{t('inventory.import.columns.threshold')}</th>
                  <th scope="col" className={th}>{t('inventory.import.columns.notOffered')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand/60">
                {report.changes.map((c) => (
                  <tr key={c.sku}>
                    <td className={`${td} font-mono text-xs`}>{c.sku}</td>
                    <td className={td}>
                      {c.productCode} · {common(`colors.${c.color}`, { defaultValue: c.color })} · {c.size}
                    </td>
                    <td className={`${td} whitespace-nowrap tabular-nums`}>{change(n(c.before.stock), n(c.after.stock))}</td>
                    <td className={`${td} whitespace-nowrap tabular-nums`}>{change(n(c.before.lowStockThreshold), n(c.after.lowStockThreshold))}</td>
                    <td className={`${td} whitespace-nowrap`}>{change(yesNo(c.before.notOffered), yesNo(c.after.notOffered))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}
    </div>
  )
}

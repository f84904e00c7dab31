// The stock import's flow (decision 026): a file chosen, read here and sent for a preview of what
// it would change and which rows cannot apply; then, when no row is in error, applied at once by
// the server or not at all. A refusal at that moment (a checkout held units meanwhile) shows its
// rows in place of the preview.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '#app/components/form/use-error-text'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { adminInventoryApi, STOCK_IMPORT_MAX_BYTES, type StockImportReport } from '#shared/contracts/admin-inventory'

type Step = { kind: 'choose' } | { kind: 'reading' } | { kind: 'preview'; csv: string; report: StockImportReport } | { kind: 'applying'; csv: string; report: StockImportReport }

export function useStockImport(onApplied: () => void, onClose: () => void) {
  const { t } = useTranslation('admin')
  const toast = useToast()
  const { apiErrorText } = useErrorText()
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [fileName, setFileName] = useState('')
  // A refused file reads its code's text (the error catalogue's); a file too large, the CSV's own limit.
  const tooLarge = t('inventory.import.fileErrors.payload_too_large')
  const fail = (error: unknown) =>
    toast({ title: t('toast.errorTitle'), description: apiErrorText(error, t('inventory.import.failed'), { payload_too_large: tooLarge }), variant: 'destructive' })

  const choose = async (file: File | undefined) => {
    if (!file) return
    if (file.size > STOCK_IMPORT_MAX_BYTES) {
      toast({ title: t('toast.errorTitle'), description: tooLarge, variant: 'destructive' })
      return
    }
    setStep({ kind: 'reading' })
    setFileName(file.name)
    try {
      const csv = await file.text()
      setStep({ kind: 'preview', csv, report: await callApi(adminInventoryApi.previewImport, { body: { csv } }) })
    } catch (error) {
      fail(error)
      setStep({ kind: 'choose' })
    }
  }

  const apply = async () => {
    if (step.kind !== 'preview') return
    setStep({ kind: 'applying', csv: step.csv, report: step.report })
    try {
      const report = await callApi(adminInventoryApi.applyImport, { body: { csv: step.csv } })
      if (report.applied) {
        toast({ title: t('toast.successTitle'), description: t('inventory.import.imported', { count: report.changes.length }), variant: 'success' })
        onApplied()
        onClose()
        return
      }
      toast({ title: t('toast.errorTitle'), description: t('inventory.import.refused'), variant: 'destructive' })
      setStep({ kind: 'preview', csv: step.csv, report })
    } catch (error) {
      fail(error)
      setStep({ kind: 'preview', csv: step.csv, report: step.report })
    }
  }

  const report = step.kind === 'preview' || step.kind === 'applying' ? step.report : undefined
  return { step, report, fileName, choose, apply, canApply: step.kind === 'preview' && step.report.errors.length === 0 && step.report.changes.length > 0 }
}

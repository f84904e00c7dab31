// The flow of one return case: read it (its signed-in owner, or a guest with the order's key), and
// the customer's own steps — a message, "I've shipped it" with the tracking text, withdrawing, a
// file — each answered with the case as it now stands, shown at once. A refusal keeps what was typed.
import { useState } from 'react'
import { returnsApi } from '#shared/contracts/returns'
import type { ReturnCase } from '#shared/schemas/returns'
import { callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { checkEvidence, sendEvidence, type FileRefusal } from './evidence-files'

export type CaseStep = 'message' | 'shipped' | 'withdraw' | 'evidence'
type Outcome = { step: CaseStep; ok: true } | { step: CaseStep; ok: false; error: unknown }

export function useReturnCase(caseId: string, key: string | undefined) {
  const query = key ? { key } : undefined
  const read = useApiQuery(returnsApi.byId, { params: { caseId }, query })
  const [latest, setLatest] = useState<ReturnCase>()
  const [busy, setBusy] = useState<CaseStep>()
  const [outcome, setOutcome] = useState<Outcome>()
  const [fileRefusals, setFileRefusals] = useState<FileRefusal[]>([])
  const current = latest && read.data && latest.updatedAt >= read.data.updatedAt ? latest : (read.data ?? latest)

  async function take(step: CaseStep, run: () => Promise<ReturnCase>): Promise<boolean> {
    setBusy(step)
    try {
      setLatest(await run())
      setOutcome({ step, ok: true })
      return true
    } catch (error) {
      setOutcome({ step, ok: false, error })
      return false
    } finally {
      setBusy(undefined)
    }
  }

  return {
    read,
    returnCase: current,
    busy,
    outcome,
    fileRefusals,
    message: (message: string) => take('message', () => callApi(returnsApi.message, { params: { caseId }, query, body: { message } })),
    shipped: (message: string) => take('shipped', () => callApi(returnsApi.shipped, { params: { caseId }, query, body: { message } })),
    withdraw: () => take('withdraw', () => callApi(returnsApi.withdraw, { params: { caseId }, query, body: { message: '' } })),
    addFiles: async (picked: readonly File[]) => {
      const { accepted, refusals } = checkEvidence(current?.evidence.length ?? 0, picked)
      setFileRefusals(refusals)
      for (const file of accepted) if (!(await take('evidence', () => sendEvidence(caseId, file, key)))) break
    },
  }
}

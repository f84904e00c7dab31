// The Return policy screen's flow (decision 041): the policy in force, a form of its settings by
// their paths in the settings object (`windows.problemDays`), so the shared schema's and the
// server's refusals land on their fields as they are, saving after the same check the server makes,
// and going back to the policy's defaults after a confirmation. Settings the screen does not show
// (the time zone, the delivery estimate, the reasons' rules) are sent back as they are.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useForm } from '#app/components/form/use-form'
import { ApiError, callApi } from '#app/lib/api-client'
import { useCurrentUser } from '#app/lib/auth/current-user'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminReturnPolicyApi, type ReturnPolicyAnswer } from '#shared/contracts/admin-return-policy'
import { formatAmount, parseAmount } from '#shared/pricing/money'
import { returnPolicySettingsSchema, type MonthDay, type ReturnOutcome, type ReturnPolicySettings } from '#shared/returns/policy-settings'
import { useAdminAction } from './use-admin-action'

/** The typed fields, in the screen's order (the first refused one takes the focus). */
export const POLICY_FIELDS = [
  'windows.problemDays',
  'windows.sizeHours',
  'windows.unwornDays',
  'holiday.from',
  'holiday.to',
  'holiday.returnUntil',
  'deductions.productionPercent',
  'deductions.sizePercent',
  'deductions.damagePercent',
  'returnFeeCents',
  'discountedItems.thresholdPercent',
  'shipBackBusinessDays',
  'autoClose.afterDays',
  'autoClose.remindAfterDays',
] as const
export type PolicyField = (typeof POLICY_FIELDS)[number]

/** The ticked settings: which outcomes a deduction or the fee applies to, and two rules. */
type Outcomes = Record<ReturnOutcome, boolean>
export type PolicyFlags = {
  productionOn: Outcomes
  sizeOn: Outcomes
  returnFeeOn: Outcomes
  refundShippingWhenShopAtFault: boolean
  madeToMeasureSizeReturns: boolean
}

const DATE_FIELDS = ['holiday.from', 'holiday.to', 'holiday.returnUntil'] as const
type DateField = (typeof DATE_FIELDS)[number]
const NUMBER_FIELDS = POLICY_FIELDS.filter((f): f is Exclude<PolicyField, DateField | 'returnFeeCents'> => f !== 'returnFeeCents' && !(DATE_FIELDS as readonly string[]).includes(f))

const at = (settings: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], settings)
const put = (settings: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split('.')
  const last = keys.pop()!
  const parent = keys.reduce<Record<string, unknown>>((v, key) => v[key] as Record<string, unknown>, settings)
  parent[last] = value
}

/** A month and day as the form holds them: "11-1". */
export const monthDayText = ({ month, day }: MonthDay) => `${month}-${day}`
const monthDayOf = (text: string): MonthDay => {
  const [month, day] = text.split('-').map(Number)
  return { month: month ?? NaN, day: day ?? NaN }
}
/** What was typed, as a number; empty is no number, so the schema refuses it. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text))
/** An amount like 6.95, or 6,95 as Spanish and French write it. */
const centsOf = (text: string) => {
  try {
    return parseAmount(text.trim().replace(/^(-?\d+),(\d{1,2})$/, '$1.$2'))
  } catch {
    return NaN
  }
}

/** Each field's text for these settings. */
export function policyTexts(settings: ReturnPolicySettings): Record<PolicyField, string> {
  const texts = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(at(settings, f))])) as Record<PolicyField, string>
  for (const f of DATE_FIELDS) texts[f] = monthDayText(at(settings, f) as MonthDay)
  texts.returnFeeCents = formatAmount(settings.returnFeeCents)
  return texts
}

const flagsOf = (s: ReturnPolicySettings): PolicyFlags => ({
  productionOn: s.deductions.productionOn,
  sizeOn: s.deductions.sizeOn,
  returnFeeOn: s.returnFeeOn,
  refundShippingWhenShopAtFault: s.refundShippingWhenShopAtFault,
  madeToMeasureSizeReturns: s.madeToMeasureSizeReturns,
})

/** The settings the form describes: `base` with what was typed and ticked (not yet checked). */
function settingsOf(base: ReturnPolicySettings, texts: Record<PolicyField, string>, flags: PolicyFlags): ReturnPolicySettings {
  const settings = structuredClone(base)
  for (const f of NUMBER_FIELDS) put(settings, f, numberOf(texts[f]))
  for (const f of DATE_FIELDS) put(settings, f, monthDayOf(texts[f]))
  settings.returnFeeCents = centsOf(texts.returnFeeCents)
  settings.deductions.productionOn = flags.productionOn
  settings.deductions.sizeOn = flags.sizeOn
  settings.returnFeeOn = flags.returnFeeOn
  settings.refundShippingWhenShopAtFault = flags.refundShippingWhenShopAtFault
  settings.madeToMeasureSizeReturns = flags.madeToMeasureSizeReturns
  return settings
}

/** The form field a refusal's path belongs to (`holiday.from.day` is the "from" date's); '_' for none. */
const fieldOf = (path: string): string => POLICY_FIELDS.find((f) => path === f || path.startsWith(`${f}.`)) ?? '_'
const onFields = (refusals: Iterable<[path: string, message: string]>) => {
  const fields: Record<string, string> = {}
  for (const [path, message] of refusals) fields[fieldOf(path)] ??= message
  return fields
}

/** The form of one policy as read; remounted (keyed) when the policy is read again after a reset. */
export function usePolicyForm(answer: ReturnPolicyAnswer, onSaved: (saved: ReturnPolicyAnswer) => void) {
  const { t } = useTranslation('admin')
  const act = useAdminAction()
  const form = useForm(POLICY_FIELDS, policyTexts(answer.settings))
  const [flags, setFlags] = useState(() => flagsOf(answer.settings))
  const [saving, setSaving] = useState(false)

  const setOutcome = (which: 'productionOn' | 'sizeOn' | 'returnFeeOn', outcome: ReturnOutcome, on: boolean) =>
    setFlags((f) => ({ ...f, [which]: { ...f[which], [outcome]: on } }))
  const setRule = (which: 'refundShippingWhenShopAtFault' | 'madeToMeasureSizeReturns', on: boolean) => setFlags((f) => ({ ...f, [which]: on }))

  const save = async () => {
    const parsed = returnPolicySettingsSchema.safeParse(settingsOf(answer.settings, form.values, flags))
    if (!parsed.success) {
      form.show(onFields(parsed.error.issues.map((i) => [i.path.join('.'), i.message])))
      return
    }
    setSaving(true)
    try {
      const saved = await act(() => callApi(adminReturnPolicyApi.save, { body: parsed.data }), { success: t('returnPolicy.saved'), failure: t('returnPolicy.saveFailed') })
      onSaved(saved)
    } catch (error) {
      // The server's refusals on their fields (the toast said the rest).
      if (error instanceof ApiError && error.fields) form.show(onFields(Object.entries(error.fields)))
    } finally {
      setSaving(false)
    }
  }

  return { form, flags, setOutcome, setRule, saving, save }
}

/** The screen: the policy in force, who may change it, and the reset with its confirmation. */
export function useReturnPolicy() {
  const { t } = useTranslation('admin')
  const act = useAdminAction()
  const { user } = useCurrentUser()
  const policy = useApiQuery(adminReturnPolicyApi.show)
  // The answer of the last save or reset, newer than what was read.
  const [latest, setLatest] = useState<ReturnPolicyAnswer | null>(null)
  // Which version of the policy the form shows: a reset starts it again from the defaults.
  const [version, setVersion] = useState(0)
  const [confirmingReset, setConfirmingReset] = useState(false)

  const reset = async () => {
    const answer = await act(() => callApi(adminReturnPolicyApi.reset), { success: t('returnPolicy.resetDone'), failure: t('returnPolicy.resetFailed') })
    setLatest(answer)
    setVersion((v) => v + 1)
  }

  return {
    policy,
    answer: latest ?? policy.data,
    formKey: version,
    canChange: user?.role === 'admin',
    saved: setLatest,
    confirmingReset,
    setConfirmingReset,
    reset,
  }
}

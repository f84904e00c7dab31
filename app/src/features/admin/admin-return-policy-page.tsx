// The Return policy (decision 041): the numbers every return is computed with, grouped as staff
// think of them (time to report, holiday orders, deductions, the return fee, what can come back,
// after approval), each field with one short hint and, once changed, the policy's own value. Staff
// read it; admins save it or go back to the policy's defaults. The flow is use-return-policy.ts.
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { TextField } from '#app/components/form/text-field'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { Button, buttonClasses } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { formatDate, formatMoney } from '#app/lib/format'
import { useLang } from '#app/lib/i18n/use-lang'
import type { ReturnPolicyAnswer } from '#shared/contracts/admin-return-policy'
import { DEFAULT_RETURN_POLICY, RETURN_OUTCOMES, type MonthDay, type ReturnOutcome } from '#shared/returns/policy-settings'
import { monthDayText, policyTexts, usePolicyForm, useReturnPolicy, type PolicyField, type PolicyFlags } from './use-return-policy'

const DEFAULT_TEXTS = policyTexts(DEFAULT_RETURN_POLICY)
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1)
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1)

export function AdminReturnPolicyPage() {
  const { t } = useTranslation('admin')
  const { lang, to } = useLang()
  const p = useReturnPolicy()
  const answer = p.answer
  return (
    <AdminScreen
      title={t('pages.returnPolicy')}
      subtitle={
        <>
          {t('returnPolicy.subtitle')}{' '}
          {answer &&
            (answer.updatedAt
              ? t('returnPolicy.lastChanged', { name: answer.updatedBy?.name ?? '—', date: formatDate(answer.updatedAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })
              : t('returnPolicy.neverChanged'))}
        </>
      }
      actions={
        <Link to={to('/admin/returns')} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('pages.returns')}
        </Link>
      }
    >
      {answer ? (
        <PolicyForm key={p.formKey} answer={answer} canChange={p.canChange} onSaved={p.saved} onReset={() => p.setConfirmingReset(true)} />
      ) : p.policy.status === 'error' ? (
        <ErrorState message={t('returnPolicy.fetchFailed')} onRetry={p.policy.reload} requestId={p.policy.error?.requestId} />
      ) : (
        <LoadingState label={t('returnPolicy.loading')} />
      )}
      <ConfirmDialog
        open={p.confirmingReset}
        onOpenChange={p.setConfirmingReset}
        title={t('returnPolicy.resetTitle')}
        message={t('returnPolicy.resetMessage')}
        confirmLabel={t('returnPolicy.resetConfirm')}
        busyLabel={t('returnPolicy.resetting')}
        onConfirm={p.reset}
      />
    </AdminScreen>
  )
}

/** One group of settings, a card with its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-3xl border border-sand bg-white p-5 sm:p-6">
      <h2 id={id} className="font-serif text-xl text-ink">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  )
}

function PolicyForm({ answer, canChange, onSaved, onReset }: { answer: ReturnPolicyAnswer; canChange: boolean; onSaved: (saved: ReturnPolicyAnswer) => void; onReset: () => void }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const { form, flags, setOutcome, setRule, saving, save } = usePolicyForm(answer, onSaved)

  /** The field's hint, with the policy's own value once it differs. */
  const hint = (field: PolicyField, key: string, shown = DEFAULT_TEXTS[field]) =>
    form.values[field] === DEFAULT_TEXTS[field] ? t(`returnPolicy.hints.${key}`) : `${t(`returnPolicy.hints.${key}`)} ${t('returnPolicy.default', { value: shown })}`
  const number = (field: PolicyField, key: string) => (
    <TextField label={t(`returnPolicy.fields.${key}`)} inputMode="numeric" autoComplete="off" hint={hint(field, key)} {...form.field(field)} />
  )
  const dayOf = ({ month, day }: MonthDay) => formatDate(`2000-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T12:00:00Z`, lang, { month: 'long', day: 'numeric', timeZone: 'UTC' })
  const date = (field: 'holiday.from' | 'holiday.to' | 'holiday.returnUntil', key: string) => (
    <MonthDayField
      label={t(`returnPolicy.fields.${key}`)}
      hint={hint(field, key, dayOf(DEFAULT_RETURN_POLICY.holiday[field.slice('holiday.'.length) as 'from' | 'to' | 'returnUntil']))}
      {...form.field(field)}
      onChange={(value) => form.set(field, value)}
    />
  )
  const outcomes = (which: 'productionOn' | 'sizeOn' | 'returnFeeOn', legend: string) => (
    <Outcomes legend={legend} value={flags[which]} onChange={(outcome, on) => setOutcome(which, outcome, on)} />
  )

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
      className="grid gap-4"
    >
      {answer.storedInvalid && (
        <p role="status" className="rounded-3xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink">
          {t('returnPolicy.storedInvalid')}
        </p>
      )}
      {!canChange && (
        <p role="status" className="rounded-3xl border border-sand bg-white p-4 text-sm text-muted">
          {t('returnPolicy.staffReadOnly')}
        </p>
      )}
      {/* Staff read the policy: every control is shown but disabled. */}
      <fieldset disabled={!canChange || saving} className="grid min-w-0 gap-4 [&_input:disabled]:bg-cream [&_select:disabled]:bg-cream">
        <Section title={t('returnPolicy.sections.windows')}>
          {number('windows.problemDays', 'problemDays')}
          {number('windows.sizeHours', 'sizeHours')}
          {number('windows.unwornDays', 'unwornDays')}
        </Section>
        <Section title={t('returnPolicy.sections.holiday')}>
          {date('holiday.from', 'holidayFrom')}
          {date('holiday.to', 'holidayTo')}
          {date('holiday.returnUntil', 'holidayReturnUntil')}
        </Section>
        <Section title={t('returnPolicy.sections.deductions')}>
          <div className="grid content-start gap-2">
            {number('deductions.productionPercent', 'productionPercent')}
            {outcomes('productionOn', t('returnPolicy.fields.appliesTo'))}
          </div>
          <div className="grid content-start gap-2">
            {number('deductions.sizePercent', 'sizePercent')}
            {outcomes('sizeOn', t('returnPolicy.fields.appliesTo'))}
          </div>
          {number('deductions.damagePercent', 'damagePercent')}
        </Section>
        <Section title={t('returnPolicy.sections.fee')}>
          <div className="grid content-start gap-2">
            <TextField
              label={t('returnPolicy.fields.returnFee')}
              inputMode="decimal"
              autoComplete="off"
              hint={hint('returnFeeCents', 'returnFee', formatMoney(DEFAULT_RETURN_POLICY.returnFeeCents, lang))}
              {...form.field('returnFeeCents')}
            />
            {outcomes('returnFeeOn', t('returnPolicy.fields.feeOn'))}
          </div>
          <Rule label={t('returnPolicy.fields.refundShipping')} hint={t('returnPolicy.hints.refundShipping')} flag="refundShippingWhenShopAtFault" flags={flags} onChange={setRule} />
        </Section>
        <Section title={t('returnPolicy.sections.exclusions')}>
          {number('discountedItems.thresholdPercent', 'threshold')}
          <Rule label={t('returnPolicy.fields.madeToMeasure')} hint={t('returnPolicy.hints.madeToMeasure')} flag="madeToMeasureSizeReturns" flags={flags} onChange={setRule} />
        </Section>
        <Section title={t('returnPolicy.sections.afterApproval')}>
          {number('shipBackBusinessDays', 'shipBackDays')}
          {number('autoClose.afterDays', 'closeAfter')}
          {number('autoClose.remindAfterDays', 'remindAfter')}
        </Section>
      </fieldset>
      {canChange && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onReset} disabled={saving}>
            {t('returnPolicy.reset')}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? t('common.saving') : t('returnPolicy.save')}
          </Button>
        </div>
      )}
    </form>
  )
}

/** A month and a day (no year), as "11-1": two selects in a group, which the hint and the error describe. */
function MonthDayField({
  label,
  hint,
  error,
  value,
  inputRef,
  onChange,
}: {
  label: string
  hint: string
  error?: string
  value: string
  inputRef: (el: HTMLElement | null) => void
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const id = useId()
  const describedBy = [error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ')
  const [month = 1, day = 1] = value.split('-').map(Number)
  const monthName = (m: number) => formatDate(`2000-${String(m).padStart(2, '0')}-15T12:00:00Z`, lang, { month: 'long', timeZone: 'UTC' })
  const select = cn(
    'block w-full rounded-2xl border bg-white px-4 py-3 text-ink shadow-sm outline-none transition focus:border-cocoa focus:ring-2 focus:ring-cocoa/30',
    error ? 'border-red-400' : 'border-sand',
  )
  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="mt-2 grid grid-cols-[1fr_6rem] gap-2">
        <select
          ref={inputRef}
          aria-label={t('returnPolicy.fields.month')}
          aria-invalid={error ? true : undefined}
          value={month}
          onChange={(e) => onChange(monthDayText({ month: Number(e.target.value), day }))}
          className={select}
        >
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {monthName(m)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('returnPolicy.fields.day')}
          aria-invalid={error ? true : undefined}
          value={day}
          onChange={(e) => onChange(monthDayText({ month, day: Number(e.target.value) }))}
          className={select}
        >
          {DAYS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** Which outcomes a deduction or the fee applies to: one checkbox each, 44 px tall. */
function Outcomes({ legend, value, onChange }: { legend: string; value: Record<ReturnOutcome, boolean>; onChange: (outcome: ReturnOutcome, on: boolean) => void }) {
  const { t } = useTranslation('admin')
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm text-muted">{legend}</legend>
      <div className="grid">
        {RETURN_OUTCOMES.map((outcome) => (
          <label key={outcome} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="size-5 accent-cocoa" checked={value[outcome]} onChange={(e) => onChange(outcome, e.target.checked)} />
            {t(`returns.outcomes.${outcome}`)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

type RuleFlag = 'refundShippingWhenShopAtFault' | 'madeToMeasureSizeReturns'

/** A rule on or off, with its hint. */
function Rule({ label, hint, flag, flags, onChange }: { label: string; hint: string; flag: RuleFlag; flags: PolicyFlags; onChange: (flag: RuleFlag, on: boolean) => void }) {
  const hintId = `policy-${flag}-hint`
  return (
    <div className="sm:col-span-2 lg:col-span-2">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
        <input type="checkbox" className="size-5 shrink-0 accent-cocoa" aria-describedby={hintId} checked={flags[flag]} onChange={(e) => onChange(flag, e.target.checked)} />
        {label}
      </label>
      <p id={hintId} className="text-xs text-muted">
        {hint}
      </p>
    </div>
  )
}

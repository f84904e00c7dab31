// Changing the password: the current one, and a new one by the register rules, typed twice. The
// server signs every other device out.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountApi } from '#shared/contracts/account'
import { passwordChangeSchema } from '#shared/schemas/auth'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { useForm } from '#app/components/form/use-form'
import { Button } from '#app/components/ui/button'
import { useToast } from '#app/components/ui/toast'
import { callApi } from '#app/lib/api-client'
import { Card } from './area-page'

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

export function PasswordForm() {
  const { t } = useTranslation('dashboard')
  const { apiErrorText } = useErrorText()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const form = useForm(FIELDS, EMPTY)

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const body = form.validate(passwordChangeSchema)
    if (!body) return
    setBusy(true)
    try {
      await callApi(accountApi.changePassword, { body })
      form.reset()
      toast({ title: t('password.changed'), description: t('password.changedDescription'), variant: 'success' })
    } catch (error) {
      if (!form.showServerFields(error)) toast({ title: t('password.failed'), description: apiErrorText(error, t('common:states.error')), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card title={t('password.title')} labelledBy="change-password">
      <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('password.current')} type="password" autoComplete="current-password" className="sm:col-span-2" {...form.field('currentPassword')} />
        <TextField label={t('password.new')} type="password" autoComplete="new-password" hint={t('password.hint')} {...form.field('newPassword')} />
        <TextField label={t('password.confirm')} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('password.saving') : t('password.save')}
          </Button>
        </div>
      </form>
    </Card>
  )
}

// The privacy policy's promises, kept from the account itself: download a copy of everything the
// shop holds about the user, and delete the account (password asked; what is kept is said).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { accountApi } from '#shared/contracts/account'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { Button, buttonClasses } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { useToast } from '#app/components/ui/toast'
import { ApiError, callApi } from '#app/lib/api-client'
import { setCurrentUser } from '#app/lib/auth/current-user'
import { useLang } from '#app/lib/i18n/use-lang'
import { Card } from './area-page'

export function PrivacySection() {
  const { t } = useTranslation('dashboard')
  const { to } = useLang()
  const { apiErrorText, messageText } = useErrorText()
  const toast = useToast()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()

  const remove = async () => {
    setError(undefined)
    try {
      await callApi(accountApi.remove, { body: { password } })
    } catch (failure) {
      const fieldMessage = failure instanceof ApiError ? failure.fields?.password : undefined
      if (fieldMessage) setError(messageText(fieldMessage))
      else if (failure instanceof ApiError && failure.code === 'last_admin') setError(t('privacy.lastAdmin'))
      else setError(apiErrorText(failure, t('common:states.error')))
      throw failure
    }
    toast({ title: t('privacy.deleted'), description: t('privacy.deletedDescription'), variant: 'success' })
    // Home first, then forget the user: the other way round, the area's guard would send them to /login.
    await navigate(to('/'), { replace: true })
    setCurrentUser(null)
  }

  return (
    <Card title={t('privacy.title')} labelledBy="privacy">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3">
          <h3 className="font-medium text-ink">{t('privacy.exportTitle')}</h3>
          <p className="text-sm text-muted">{t('privacy.exportText')}</p>
          {/* A plain download: the browser sends the session cookie and saves the file the server names. */}
          <a href={accountApi.exportData.url} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('privacy.export')}
          </a>
        </div>
        <div className="space-y-3">
          <h3 className="font-medium text-ink">{t('privacy.deleteTitle')}</h3>
          <p className="text-sm text-muted">{t('privacy.deleteText')}</p>
          <Button variant="secondary" size="sm" className="border-red-700 text-red-800 hover:bg-red-700 hover:text-white" onClick={() => setOpen(true)}>
            {t('privacy.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) {
            setPassword('')
            setError(undefined)
          }
        }}
        title={t('privacy.confirmTitle')}
        message={t('privacy.confirmMessage')}
        confirmLabel={t('privacy.confirm')}
        busyLabel={t('privacy.deleting')}
        destructive
        confirmDisabled={password.length === 0}
        onConfirm={remove}
      >
        <TextField
          label={t('privacy.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(e) => {
            setPassword(e.target.value)
            setError(undefined)
          }}
        />
      </ConfirmDialog>
    </Card>
  )
}

// "Are you sure?" for actions that cannot be undone (delete a user, a draft, one's account). The
// confirm button says what it does, shows progress while the action runs, and the dialog stays
// open with its content (e.g. a password field) if the action fails, so nothing typed is lost.
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { Dialog } from './dialog'

type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  message: string
  confirmLabel: string
  /** Shown on the confirm button while `onConfirm` runs. */
  busyLabel?: string
  destructive?: boolean
  /** Resolve to close the dialog; throw (after telling the user why) to keep it open. */
  onConfirm: () => Promise<void> | void
  /** Extra content under the message, e.g. a password field. */
  children?: ReactNode
  confirmDisabled?: boolean
}

export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, busyLabel, destructive, onConfirm, children, confirmDisabled }: ConfirmDialogProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch {
      // The caller has shown why; the dialog stays open for another try.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={busy || confirmDisabled}
            aria-busy={busy || undefined}
            className={destructive ? 'bg-red-700 hover:bg-red-800' : undefined}
          >
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}

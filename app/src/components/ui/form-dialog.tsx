// A dialog around one form (create a user, update stock, add an address): Cancel and the submit
// button stay visible at the bottom while the fields scroll; while the form is being sent both are
// disabled, the submit button says so, and the dialog cannot be closed so nothing typed is lost.
// Errors are the caller's to show (on their fields, or in a toast).
import { useId, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { Dialog, type DialogProps } from './dialog'

type FormDialogProps = {
  title: string
  description?: string
  size?: DialogProps['size']
  /** Called with the browser's own submission already prevented. */
  onSubmit: () => void | Promise<void>
  onClose: () => void
  busy: boolean
  submitLabel: string
  busyLabel: string
  /** Classes of the form, e.g. its grid. */
  className?: string
  /** Shown above the form, e.g. the figures a change starts from. */
  intro?: ReactNode
  children: ReactNode
}

export function FormDialog({ title, description, size, onSubmit, onClose, busy, submitLabel, busyLabel, className, intro, children }: FormDialogProps) {
  const { t } = useTranslation()
  const formId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void onSubmit()
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      {intro}
      <form id={formId} onSubmit={submit} noValidate aria-label={title} className={className}>
        {children}
      </form>
    </Dialog>
  )
}

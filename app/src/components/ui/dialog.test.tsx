// The shared dialog gives the focus back to the control that opened it when it closes: a button on
// the page, a button inside another dialog (a confirmation stacked on it), but not once a link in it
// has led to another page. One Escape closes it even with a toast on top of it (a refusal shown while
// it is open).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { testI18n } from '#app/test/i18n'
import { ConfirmDialog } from './confirm-dialog'
import { Dialog } from './dialog'
import { ToastView } from './toast-view'

afterEach(cleanup)

function Page({ toast = false }: { toast?: boolean }) {
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  return (
    <I18nextProvider i18n={testI18n('en')}>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setOpen(true)}>
        View order
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Order 5908988E">
        <button type="button" onClick={() => setConfirming(true)}>
          Cancel order
        </button>
        <ConfirmDialog open={confirming} onOpenChange={setConfirming} title="Cancel this order?" message="It cannot be undone." confirmLabel="Yes" onConfirm={() => {}} />
      </Dialog>
      {toast && open && <ToastView current={{ id: 1, title: 'Refused', variant: 'destructive' }} open onOpenChange={() => {}} />}
    </I18nextProvider>
  )
}

const focused = () => document.activeElement

describe('Dialog', () => {
  it('gives the focus back to the button that opened it, also from a confirmation opened inside it', async () => {
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'View order' })
    opener.focus()
    fireEvent.click(opener)
    const inner = await screen.findByRole('button', { name: 'Cancel order' })
    await waitFor(() => expect(screen.getByRole('dialog').contains(focused())).toBe(true))

    inner.focus()
    fireEvent.click(inner)
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' })
    await waitFor(() => expect(confirm.contains(focused())).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull())
    await waitFor(() => expect(focused()).toBe(inner))

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(focused()).toBe(opener))
  })

  it('leaves the focus alone when the dialog closes on another page (a link in it was followed)', async () => {
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'View order' })
    opener.focus()
    fireEvent.click(opener)
    await screen.findByRole('button', { name: 'Cancel order' })
    history.pushState(null, '', '/checkout')
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await new Promise((r) => setTimeout(r, 50))
      expect(focused()).not.toBe(opener)
    } finally {
      history.replaceState(null, '', '/')
    }
  })

  it('closes with one Escape while a toast shown since is on top of it', async () => {
    render(<Page toast />)
    const opener = screen.getByRole('button', { name: 'View order' })
    opener.focus()
    fireEvent.click(opener)
    const inner = await screen.findByRole('button', { name: 'Cancel order' })
    await screen.findByText('Refused')
    inner.focus()
    fireEvent.keyDown(inner, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(focused()).toBe(opener))
  })
})

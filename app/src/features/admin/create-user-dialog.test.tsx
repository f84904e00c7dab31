// Create New User tells what is wrong on each field, in the page language, before anything is
// sent: the empty required fields, the first one focused; the toast says the form is incomplete.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '#app/components/ui/toast'
import { testI18n } from '#app/test/i18n'
import admin from '#app/locales/es/admin.json'
import validation from '#app/locales/es/validation.json'
import { CreateUserDialog } from './create-user-dialog'

const sent: unknown[] = []
beforeEach(() => {
  sent.length = 0
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)))
    return Response.json({}, { status: 201 })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={testI18n('es')}>
    <ToastProvider>{children}</ToastProvider>
  </I18nextProvider>
)

describe('CreateUserDialog', () => {
  it('shows each missing field’s message on the field and focuses the first; sends nothing', async () => {
    render(<CreateUserDialog onClose={() => {}} onCreated={() => {}} />, { wrapper })
    fireEvent.click(await screen.findByRole('button', { name: admin.users.create }))

    const email = screen.getByLabelText(admin.users.email)
    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(validation.messages.firstNameRequired)).toBeTruthy()
    expect(screen.getByText(validation.messages.lastNameRequired)).toBeTruthy()
    expect(await screen.findByText(admin.users.validation)).toBeTruthy()
    expect(sent).toEqual([])
  })
})

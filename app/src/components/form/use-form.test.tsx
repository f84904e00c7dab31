// The form kit as a shopper meets it: a refused field says why in the page language, is tied to
// its message for screen readers, and takes the focus; the server's refusals land on the same
// fields; a failed call becomes one sentence in the page language.
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { useEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { contactMessageSchema } from '#shared/schemas/contact'
import { MESSAGES } from '#shared/schemas/messages'
import { ApiError } from '#app/lib/api-client'
import type { Language } from '#app/lib/i18n/lang-path'
import esCheckout from '#app/locales/es/checkout.json'
import esValidation from '#app/locales/es/validation.json'
import { testI18n } from '#app/test/i18n'
import { TextareaField } from './textarea-field'
import { TextField } from './text-field'
import { useErrorText } from './use-error-text'
import { useForm } from './use-form'

afterEach(cleanup)

const FIELDS = ['name', 'email', 'subject', 'message'] as const
/** How the test hands the form a server refusal, as a screen's submit handler would. */
const handles: { server?: (error: unknown) => void } = {}

function ContactForm() {
  const form = useForm(FIELDS, { name: '', email: '', subject: '', message: '' })
  useEffect(() => {
    handles.server = (error) => void form.showServerFields(error)
  })
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.validate(contactMessageSchema, { ...form.values, language: 'es' })
      }}
    >
      <TextField label="Nombre" {...form.field('name')} />
      <TextField label="Correo" type="email" {...form.field('email')} />
      <TextField label="Asunto" {...form.field('subject')} />
      <TextareaField label="Mensaje" {...form.field('message')} />
      <button type="submit">Enviar</button>
    </form>
  )
}

const inLanguage = (lng: Language) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={testI18n(lng)}>{children}</I18nextProvider>
  }

describe('useForm with the fields', () => {
  it('shows each schema message translated on its field and focuses the first invalid one', () => {
    render(<ContactForm />, { wrapper: inLanguage('es') })
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))

    const email = screen.getByLabelText('Correo')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(email)
    const described = document.getElementById(email.getAttribute('aria-describedby')!)
    expect(described?.textContent).toBe(esValidation.messages.contactEmailInvalid)
    expect(screen.getByText(esValidation.messages.messageMin)).toBeTruthy()
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBeNull()

    // Typing in a field clears its message.
    fireEvent.change(email, { target: { value: 'ana@example.com' } })
    expect(screen.queryByText(esValidation.messages.contactEmailInvalid)).toBeNull()
  })

  it('puts a server refusal’s field messages on the fields, translated', () => {
    render(<ContactForm />, { wrapper: inLanguage('es') })
    act(() => handles.server!(new ApiError(400, 'validation_failed', MESSAGES.subjectMin, { subject: MESSAGES.subjectMin })))
    expect(screen.getByText(esValidation.messages.subjectMin)).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Asunto'))
  })
})

describe('useForm().fill', () => {
  it('fills only the fields still empty, so known details never overwrite what was typed', () => {
    const { result } = renderHook(() => useForm(['name', 'email', 'phone'] as const, { name: '', email: '', phone: '' }), { wrapper: inLanguage('en') })
    act(() => result.current.set('email', 'typed@example.com'))
    act(() => result.current.fill({ name: 'Emily Carter', email: 'emily@example.com', phone: '' }))
    expect(result.current.values).toEqual({ name: 'Emily Carter', email: 'typed@example.com', phone: '' })
  })
})

describe('useErrorText', () => {
  it('turns a failed call into text in the page language', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper: inLanguage('es') })
    const { apiErrorText, messageText } = result.current
    expect(apiErrorText(new ApiError(0, 'network_error', 'Network error'), 'Falló')).toBe(esValidation.errors.network)
    expect(apiErrorText(new ApiError(401, 'invalid_credentials', 'Invalid email or password'), 'Falló')).toBe(esValidation.errors.invalid_credentials)
    // A message of the shared catalogue is more precise than its code's text.
    expect(apiErrorText(new ApiError(400, 'validation_failed', MESSAGES.passwordUppercase), 'Falló')).toBe(esValidation.messages.passwordUppercase)
    // Any other answer reads its code's text in the error catalogue, whatever the server's words.
    expect(apiErrorText(new ApiError(409, 'insufficient_stock', 'Only 2 left'), 'Falló')).toBe(esCheckout.errors.stockChanged)
    expect(apiErrorText(new ApiError(503, 'database_unavailable', 'Down'), 'Falló')).toBe(esValidation.errors.database_unavailable)
    // A screen may word a code its own way; a crash or an answer of no known code gets the screen's fallback.
    expect(apiErrorText(new ApiError(429, 'too_many_requests', 'Too many'), 'Falló', { too_many_requests: 'Espera' })).toBe('Espera')
    expect(apiErrorText(new ApiError(500, 'internal_error', 'Something went wrong'), 'Falló')).toBe('Falló')
    expect(apiErrorText(new ApiError(502, 'unexpected_answer', '502: <html>'), 'Falló')).toBe('Falló')
    expect(apiErrorText(new Error('boom'), 'Falló')).toBe('Falló')
    expect(messageText('Something new')).toBe('Something new')
  })
})

// The toast region as a screen reader names it, in the page language: the hotkey filled in, no
// placeholder left.
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { testI18n } from '#app/test/i18n'
import { ToastView } from './toast-view'

afterEach(cleanup)

describe('ToastView', () => {
  it.each([
    ['en', 'Notifications (F8)'],
    ['es', 'Notificaciones (F8)'],
    ['fr', 'Notifications (F8)'],
  ] as const)('names its region with the hotkey in %s', (lng, name) => {
    render(
      <I18nextProvider i18n={testI18n(lng)}>
        <ToastView current={{ id: 1, title: 'Saved' }} open onOpenChange={() => {}} />
      </I18nextProvider>,
    )
    expect(screen.getByRole('region').getAttribute('aria-label')).toBe(name)
  })
})

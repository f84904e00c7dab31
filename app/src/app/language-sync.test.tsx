import { act, cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testI18n } from '#app/test/i18n'
import { STORAGE_KEYS } from '#app/lib/storage-keys'
import { LanguageSync } from './language-sync'

function Where() {
  const { pathname, search, hash } = useLocation()
  return <p data-testid="where">{pathname + search + hash}</p>
}

function setup(path: string) {
  const i18n = testI18n('en')
  const shell = { element: <><LanguageSync /><Where /><Outlet /></>, path: '*' }
  const router = createMemoryRouter([shell], { initialEntries: [path] })
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return { i18n, router }
}

beforeEach(() => localStorage.clear())
afterEach(cleanup)

describe('language sync with the URL prefix', () => {
  it('takes the language from the path prefix and updates <html lang> and the stored preference', () => {
    const { i18n } = setup('/fr/shop')
    expect(i18n.language).toBe('fr')
    expect(document.documentElement.lang).toBe('fr')
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr')
  })

  it('applies a stored es/fr preference at start on an English path, keeping query and hash', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'es')
    const { i18n } = setup('/shop?category=sculpt-support#top')
    expect(screen.getByTestId('where').textContent).toBe('/es/shop?category=sculpt-support#top')
    expect(i18n.language).toBe('es')
    expect(document.documentElement.lang).toBe('es')
  })

  it('re-syncs on a path change, and an explicit switch to English is remembered', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr')
    const { i18n, router } = setup('/fr/size-guide')
    await act(() => router.navigate('/size-guide'))
    expect(screen.getByTestId('where').textContent).toBe('/size-guide')
    expect(i18n.language).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en')
    await act(() => router.navigate('/es'))
    expect(i18n.language).toBe('es')
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('es')
  })

  it('leaves an English path alone when no preference (or English) is stored', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en')
    setup('/blog')
    expect(screen.getByTestId('where').textContent).toBe('/blog')
    expect(document.documentElement.lang).toBe('en')
  })
})

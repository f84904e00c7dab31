// A cart line that can no longer be bought as it stands says why, in the shopper's language, with its fix.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '#app/lib/i18n/lang-path'
import { testI18n } from '#app/test/i18n'
import { LineShortfallNotice } from './line-shortfall'

const inLanguage = (lng: Language) => () => ({
  wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={testI18n(lng)}>{children}</I18nextProvider>,
})

describe('a flagged cart line', () => {
  afterEach(cleanup)

  it('with fewer units left than it holds, offers to lower it to what is left', () => {
    const onLower = vi.fn()
    render(<LineShortfallNotice shortfall={{ kind: 'fewer', available: 2 }} name="Faja Clásica" onLower={onLower} />, inLanguage('es')())
    expect(screen.getByTestId('line-shortfall').textContent).toContain('Solo quedan 2 en este color y talla.')
    fireEvent.click(screen.getByRole('button', { name: 'Bajar a 2: Faja Clásica' }))
    expect(onLower).toHaveBeenCalledWith(2)
  })

  it('sold out or no longer made, offers only removal, where the line has no remove button of its own', () => {
    const onRemove = vi.fn()
    const { rerender } = render(<LineShortfallNotice shortfall={{ kind: 'sold-out' }} name="Gaine" onLower={vi.fn()} onRemove={onRemove} />, inLanguage('fr')())
    expect(screen.getByTestId('line-shortfall').textContent).toContain('Plus en stock dans cette couleur et cette taille.')
    expect(screen.queryByTestId('line-shortfall-lower')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Gaine du panier' }))
    expect(onRemove).toHaveBeenCalledOnce()
    rerender(<LineShortfallNotice shortfall={{ kind: 'not-offered' }} name="Gaine" onLower={vi.fn()} />)
    expect(screen.getByTestId('line-shortfall').textContent).toBe('N’est plus fabriqué dans cette couleur et cette taille.')
    expect(screen.queryByRole('button')).toBeNull()
  })
})

import { act, cleanup, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testI18n } from '#app/test/i18n'
import { App } from './app'
import { createRoutes } from './router'

afterEach(cleanup)

describe('the route table in the browser', () => {
  it('draws its first screen without React Router warning that a HydrateFallback is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const path of ['/', '/es/shop', '/login']) {
        const router = createMemoryRouter(createRoutes({ strings: { load: async () => {}, enter: async () => {} } }), { initialEntries: [path] })
        render(
          <App i18n={testI18n('en')} origin="http://shop.test">
            <RouterProvider router={router} />
          </App>,
        )
        await act(async () => {
          await new Promise((r) => setTimeout(r, 50))
        })
        cleanup()
      }
      const said = [...warn.mock.calls, ...error.mock.calls].map((args) => args.map(String).join(' '))
      expect(said.filter((line) => line.includes('HydrateFallback'))).toEqual([])
    } finally {
      warn.mockRestore()
      error.mockRestore()
    }
  })
})

// Offline as promised: once the product page is idle, the picture each colour opens on is fetched
// the way the main image would take it (same srcset and sizes: the width the browser picks for this
// screen), so the service worker keeps it and another colour chosen offline is not a blank card.
import { cleanup, render, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductPicture } from '#app/components/product/product-info'
import { testI18n } from '#app/test/i18n'
import { ProductGallery } from './product-gallery'

const photo = (color: string, n: number): ProductPicture => ({
  src: `/images/uploads/${color}-${n}-800.webp`,
  srcSet: [400, 800, 1600].map((w) => `/images/uploads/${color}-${n}-${w}.webp ${w}w`).join(', '),
  color,
})
const PICTURES: ProductPicture[] = [photo('black', 1), photo('black', 2), photo('nude', 1), { src: '/images/products/x-beige.svg', color: 'beige' }, { src: '/images/products/x-beige-back.svg', color: 'beige', back: true }]

let fetched: { src: string; srcset: string; sizes: string }[]
beforeEach(() => {
  fetched = []
  vi.stubGlobal(
    'Image',
    class {
      srcset = ''
      sizes = ''
      set src(src: string) {
        fetched.push({ src, srcset: this.srcset, sizes: this.sizes })
      }
    },
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const gallery = () => (
  <I18nextProvider i18n={testI18n('en')}>
    <ProductGallery name="Faja" images={PICTURES} labels={PICTURES.map((p) => p.color)} lang="en" index={0} onIndexChange={() => {}} zoomOpen={false} onZoomOpenChange={() => {}} />
  </I18nextProvider>
)

describe('ProductGallery', () => {
  it('fetches the picture each colour opens on, as the main image takes it, once', async () => {
    const { rerender } = render(gallery())
    await waitFor(() => expect(fetched).toHaveLength(3))
    expect(fetched).toEqual([
      { src: PICTURES[0]!.src, srcset: PICTURES[0]!.srcSet, sizes: '(min-width: 1024px) 50vw, 100vw' },
      { src: PICTURES[2]!.src, srcset: PICTURES[2]!.srcSet, sizes: '(min-width: 1024px) 50vw, 100vw' },
      { src: '/images/products/x-beige.svg', srcset: '', sizes: '' },
    ])
    rerender(gallery())
    await new Promise((r) => setTimeout(r, 300))
    expect(fetched).toHaveLength(3)
  })

  it('fetches nothing ahead with Data Saver on', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true } }))
    render(gallery())
    await new Promise((r) => setTimeout(r, 300))
    expect(fetched).toEqual([])
  })
})

// Reviewing an order's pieces against a stand-in fetch, in French, as a guest with the order's
// signed link: a line not yet received says so, a written review shows where it stands, the form
// names what is missing before anything is sent, and a sent review carries the signed link's key,
// the page's language and the name choice. The rules themselves are tested on the server
// (worker/src/routes/reviews).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderReviews, OwnReview } from '#shared/schemas/reviews'
import fr from '#app/locales/fr/order-reviews.json'
import validation from '#app/locales/fr/validation.json'
import { ToastProvider } from '#app/components/ui/toast'
import { testI18n } from '#app/test/i18n'
import { OrderReviewsPage } from './order-reviews-page'

const OPEN = '11111111-1111-4111-8111-111111111111'
const WRITTEN = '22222222-2222-4222-8222-222222222222'
const LATE = '33333333-3333-4333-8333-333333333333'

const review: OwnReview = {
  id: 'r1',
  orderId: 'o1',
  itemId: WRITTEN,
  productId: 'p2',
  rating: 4,
  fit: 'runs_small',
  size: 'S',
  color: 'black',
  title: 'Un peu juste',
  body: 'Belle matière, mais je prendrais une taille au-dessus.',
  display: 'anonymous',
  language: 'fr',
  status: 'pending',
  reply: null,
  photos: [],
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
}
const line = (itemId: string, name: string, extra: Partial<OrderReviews['lines'][number]>) => ({
  itemId,
  productId: `p-${itemId}`,
  productName: name,
  productImage: null,
  color: 'beige',
  size: 'M',
  refusal: null,
  review: null,
  ...extra,
})
const lines: OrderReviews = {
  orderId: 'o1',
  orderNumber: 'ABC12345',
  lines: [line(OPEN, 'Gaine Classique', {}), line(WRITTEN, 'Body Noir', { review, color: 'black', size: 'S' }), line(LATE, 'Short Galbant', { refusal: 'review_not_delivered' })],
}

type Sent = { method: string; url: string; body: unknown }
const sent: Sent[] = []

beforeEach(() => {
  sent.length = 0
  // jsdom lays nothing out: the email's line is brought into view by a call it lacks.
  Element.prototype.scrollIntoView = vi.fn()
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (method === 'GET' && url.startsWith('/api/reviews/orders/o1')) return Response.json(lines)
    if (method === 'POST' && url.startsWith(`/api/reviews/orders/o1/lines/${OPEN}`)) return Response.json({ ...review, id: 'r2', itemId: OPEN }, { status: 201 })
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/fr/order-reviews/o1?key=SIGNEDKEY&line=' + OPEN]}>
      <I18nextProvider i18n={testI18n('fr')}>
        <ToastProvider>
          <Routes>
            <Route path="/fr/order-reviews/:orderId" element={<OrderReviewsPage />} />
          </Routes>
        </ToastProvider>
      </I18nextProvider>
    </MemoryRouter>,
  )
}

describe('reviewing an order', () => {
  it('shows each line as it stands: the form, a review waiting for approval, a piece not yet received', async () => {
    renderPage()
    await screen.findByRole('heading', { level: 1, name: fr.heading })
    expect(sent[0]!.url).toBe('/api/reviews/orders/o1?key=SIGNEDKEY')
    const [open, written, late] = screen.getAllByRole('listitem')
    expect(within(open!).getByRole('button', { name: fr.form.send })).toBeTruthy()
    expect(within(written!).getByText(fr.status.pending)).toBeTruthy()
    expect(within(written!).getByText(review.body)).toBeTruthy()
    expect(within(late!).getByText(fr.notDelivered)).toBeTruthy()
    expect(within(late!).queryByRole('button')).toBeNull()
  })

  it('names what is missing before sending, then sends the review with the key, the page’s language and the name choice', async () => {
    renderPage()
    await screen.findByRole('heading', { level: 1, name: fr.heading })
    const open = screen.getAllByRole('listitem')[0]!
    fireEvent.click(within(open).getByRole('button', { name: fr.form.send }))
    expect(await within(open).findByText(validation.messages.reviewRatingRequired)).toBeTruthy()
    expect(within(open).getByText(validation.messages.reviewFitRequired)).toBeTruthy()
    expect(sent.filter((s) => s.method === 'POST')).toEqual([])

    fireEvent.click(within(open).getByRole('radio', { name: '5 étoiles' }))
    fireEvent.click(within(open).getByLabelText(fr.fit.true_to_size))
    fireEvent.change(within(open).getByLabelText(fr.form.title), { target: { value: 'Parfaite sous une robe' } })
    fireEvent.change(within(open).getByLabelText(fr.form.body), { target: { value: 'Invisible sous une robe moulante, et la taille est juste.' } })
    fireEvent.click(within(open).getByLabelText(fr.display.anonymous))
    fireEvent.click(within(open).getByRole('button', { name: fr.form.send }))
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true))
    const post = sent.find((s) => s.method === 'POST')!
    expect(post.url).toBe(`/api/reviews/orders/o1/lines/${OPEN}?key=SIGNEDKEY`)
    expect(post.body).toEqual({ rating: 5, fit: 'true_to_size', title: 'Parfaite sous une robe', body: 'Invisible sous une robe moulante, et la taille est juste.', display: 'anonymous', language: 'fr' })
    // The lines are read again, so what is shown is what the server holds.
    await waitFor(() => expect(sent.filter((s) => s.method === 'GET')).toHaveLength(2))
  })
})

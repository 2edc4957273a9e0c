// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartPanel } from '@/features/cart/components/CartPanel'
import { productLineId, trackLineId, useCart } from '@/stores/cart'
import { mockSite, renderPage } from '@/testing/render'
import { CartCheckout } from './cart-checkout'

let checkoutBodies: unknown[] = []

beforeEach(() => {
  checkoutBodies = []
  const cart = useCart.getState()
  cart.cartCleared()
  cart.trackLicenceAdded({
    slug: 'night-drive',
    licence: 'private',
    title: 'Night Drive',
    priceCents: 2900,
  })
  cart.productAdded({ slug: 'controller', name: 'Controller', priceCents: 89900, available: 3 }, 3)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// The drawer as the header composes it: the cart's lines and the checkout's form.
const renderPanel = () => renderPage(<CartPanel onClose={() => {}} checkout={CartCheckout} />, '/')

async function checkOut() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ana@example.com' } })
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ana Pérez' } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }))
}

const lineOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement

describe('CartPanel checkout', () => {
  it('marks the refused line with what is left, and lowers it in one click', async () => {
    mockSite({
      'POST checkout': async (request) => {
        checkoutBodies.push(await request.json())
        return Response.json(
          { error: { code: 'out_of_stock', message: '…', fields: { 'items.1': 'out_of_stock' } } },
          { status: 409 },
        )
      },
      'GET products/controller': () =>
        Response.json({ price_cents: 89900, available: 3, max_per_order: 2 }),
    })
    await renderPanel()
    await checkOut()

    expect(await within(lineOf('Controller')).findByText('You can order 2 at most.')).toBeTruthy()
    expect(lineOf('Night Drive').textContent).not.toContain('left')
    expect(screen.getByRole('alert').textContent).toContain('Check the marked lines')
    expect(checkoutBodies[0]).toEqual({
      items: [
        { kind: 'track', slug: 'night-drive', licence: 'private' },
        { kind: 'product', slug: 'controller', quantity: 3 },
      ],
      email: 'ana@example.com',
      name: 'Ana Pérez',
      locale: 'en',
    })

    fireEvent.click(within(lineOf('Controller')).getByRole('button', { name: 'Change to 2' }))
    expect(
      useCart.getState().lines.find((line) => line.id === productLineId('controller'))?.quantity,
    ).toBe(2)
    expect(lineOf('Controller').textContent).not.toContain('at most')
  })

  it('offers the new price of a licence whose price changed', async () => {
    mockSite({
      'POST checkout': () =>
        Response.json(
          {
            error: { code: 'price_changed', message: '…', fields: { 'items.0': 'price_changed' } },
          },
          { status: 409 },
        ),
      'GET tracks/night-drive': () =>
        Response.json({ prices: { private: 3900, commercial: 9900 } }),
    })
    await renderPanel()
    await checkOut()
    expect(
      await within(lineOf('Night Drive')).findByText('The price has changed to €39.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Refresh price' }))
    const line = useCart
      .getState()
      .lines.find((l) => l.id === trackLineId('night-drive', 'private'))
    expect(line?.priceCents).toBe(3900)
  })

  it('checks the details before sending, and shows the server field errors beside the fields', async () => {
    const fetchMock = mockSite({
      'POST checkout': () =>
        Response.json(
          { error: { code: 'validation_failed', message: '…', fields: { name: 'name_too_long' } } },
          { status: 422 },
        ),
    })
    await renderPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }))
    const email = screen.getByLabelText('Email')
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(email)
    // Nothing was sent (the settings the shipping note reads are not a checkout).
    const sent = fetchMock.mock.calls.map(([input]) =>
      String(input instanceof Request ? input.url : input),
    )
    expect(sent.filter((url) => url.includes('/checkout'))).toEqual([])

    await checkOut()
    expect(await screen.findByText('That name is too long.')).toBeTruthy()
    const name = screen.getByLabelText('Full name')
    expect(name.getAttribute('aria-describedby')).toContain(
      screen.getByText('That name is too long.').id,
    )
  })

  it('tells the buyer how long to wait when rate limited', async () => {
    mockSite({
      'POST checkout': () =>
        Response.json(
          { error: { code: 'rate_limited', message: '…' } },
          { status: 429, headers: { 'retry-after': '120' } },
        ),
    })
    await renderPanel()
    await checkOut()
    expect(
      await screen.findByText('Too many attempts. Please try again in 2 minutes.'),
    ).toBeTruthy()
  })

  it('sends the browser to the payment page', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    mockSite({
      'POST checkout': () =>
        Response.json({ order_id: 'o1', url: 'https://checkout.example/cs_1' }, { status: 201 }),
    })
    await renderPanel()
    await checkOut()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1'))
    vi.unstubAllGlobals()
  })
})

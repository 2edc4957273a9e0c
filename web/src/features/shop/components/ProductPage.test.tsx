// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import { useCart } from '@/stores/cart'
import { mockSite, renderPage } from '@/testing/render'
import { product } from '../test/products'
import ProductPage from './ProductPage'

const controller = product({
  slug: 'controller',
  name: 'Four-Channel DJ Controller',
  price_cents: 89900,
  available: 3,
  stock: 'low',
})

beforeEach(() => {
  useCart.getState().cartCleared()
  mockSite({
    'GET products/controller': () => Response.json(controller),
    'GET products/case': () =>
      Response.json({
        ...controller,
        slug: 'case',
        available: 0,
        max_per_order: 0,
        stock: 'sold_out',
      }),
    'GET settings': () => Response.json({ brand_name: 'Kael Voss' }),
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderProduct = (slug: string) =>
  renderPage(<Route path="/product/:slug" component={ProductPage} />, `/product/${slug}`)

/** The page's JSON-LD document of `type` in the head, if any. */
const jsonLd = (type = 'Product') =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? ''))
    .find((data) => data['@type'] === type) ?? null

describe('ProductPage', () => {
  it('keeps the quantity between 1 and what one order may hold (3 left: 2)', async () => {
    await renderProduct('controller')
    const quantity = await screen.findByLabelText('Quantity')
    fireEvent.change(quantity, { target: { value: '10' } })
    fireEvent.blur(quantity)
    expect(quantity).toHaveProperty('value', '2')
    fireEvent.change(quantity, { target: { value: '0' } })
    fireEvent.blur(quantity)
    expect(quantity).toHaveProperty('value', '1')
    fireEvent.change(quantity, { target: { value: '10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(useCart.getState().lines[0]).toMatchObject({ slug: 'controller', quantity: 2 })
    expect(screen.getByRole('button', { name: 'All in your cart' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('puts a Product with its offer in the head while shown, and removes it after', async () => {
    const { unmount } = await renderProduct('controller')
    await screen.findByRole('heading', { level: 1, name: 'Four-Channel DJ Controller' })
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Four-Channel DJ Controller',
      sku: 'controller',
      category: 'headphones',
      description: controller.description,
      image: controller.image_urls,
      offers: {
        '@type': 'Offer',
        url: `${window.location.origin}/product/controller`,
        price: '899.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    })
    unmount()
    expect(jsonLd()).toBeNull()
  })

  it('says a sold-out product is out of stock, with nothing to add', async () => {
    await renderProduct('case')
    expect(await screen.findByRole('button', { name: 'Sold out' })).toHaveProperty('disabled', true)
    expect(screen.queryByLabelText('Quantity')).toBeNull()
    expect(jsonLd().offers.availability).toBe('https://schema.org/OutOfStock')
  })

  it('moves through the gallery with the arrow keys', async () => {
    await renderProduct('controller')
    const first = await screen.findByRole('button', { name: 'Show image 1 of 2' })
    act(() => first.focus())
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' })
    expect(document.activeElement).toBe(second)
    expect(second.getAttribute('aria-pressed')).toBe('true')
    expect(
      screen.getByRole('img', { name: 'Four-Channel DJ Controller, image 2 of 2' }),
    ).toBeTruthy()
  })

  it('shows the not-found page for an unknown slug', async () => {
    await renderProduct('no-such-thing')
    expect(
      await screen.findByRole('heading', { level: 1, name: "This page doesn't exist" }),
    ).toBeTruthy()
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCart } from '@/stores/cart'
import { mockSite, renderPage } from '@/testing/render'
import { product } from '../test/products'
import ShopPage from './ShopPage'

const items = [
  product({}),
  product({
    slug: 'controller',
    name: 'Controller',
    category: 'controllers',
    available: 2,
    stock: 'low',
  }),
  product({ slug: 'case', name: 'Case', category: 'accessories', available: 0, stock: 'sold_out' }),
]

beforeEach(() => {
  useCart.getState().cartCleared()
  mockSite({
    'GET products': (request) => {
      const category = new URL(request.url).searchParams.get('category')
      return Response.json({
        items: items.filter((item) => !category || item.category === category),
        categories: ['accessories', 'controllers', 'headphones'],
      })
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement

describe('ShopPage', () => {
  it('shows each product with its link, price and stock state', async () => {
    await renderPage(<ShopPage />, '/shop')
    await screen.findByRole('link', { name: 'KV-1 Studio Headphones' })
    expect(card('KV-1 Studio Headphones').textContent).toContain('In stock')
    expect(card('Controller').textContent).toContain('Only 2 left')
    expect(card('Case').textContent).toContain('Sold out')
    expect(screen.getByRole('link', { name: 'Controller' }).getAttribute('href')).toBe(
      '/product/controller',
    )
    // The first photo is on a phone's first screen and loads at once; the rest when near.
    const images = [...document.querySelectorAll<HTMLImageElement>('.product-card__image')]
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high')
    expect(images[1]?.getAttribute('fetchpriority')).toBeNull()
    expect(images[0]?.getAttribute('width')).toBe('400')
  })

  it('cannot add a sold-out product, nor more than is left', async () => {
    await renderPage(<ShopPage />, '/shop')
    await screen.findByRole('link', { name: 'Case' })
    expect(within(card('Case')).getByRole('button', { name: 'Sold out' })).toHaveProperty(
      'disabled',
      true,
    )
    const add = within(card('Controller')).getByRole('button', { name: 'Add to cart' })
    // Two left: one order may hold one of them, so someone else can still buy the other.
    fireEvent.click(add)
    expect(useCart.getState().lines[0]?.quantity).toBe(1)
    const full = within(card('Controller')).getByRole('button', { name: 'All in your cart' })
    expect(full).toHaveProperty('disabled', true)
  })

  it('filters by category through the address', async () => {
    await renderPage(<ShopPage />, '/shop')
    fireEvent.click(await screen.findByRole('button', { name: 'Controllers' }))
    expect(window.location.search).toBe('?category=controllers')
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Case' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Controllers' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })
})

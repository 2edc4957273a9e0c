// @vitest-environment jsdom
import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  deleteFromRow,
  mockFunctions,
  renderAdmin,
  storeTestSession,
  tableRow,
} from '@/testing/admin'
import AdminProductsPage from './AdminProductsPage'
import { adminProduct } from './test-product'

let products: AdminProduct[]
let listed: URL[]
let sent: string[]

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  products = [
    adminProduct({ sold_count: 4 }),
    adminProduct({
      id: 'p2',
      slug: 'mats',
      name: 'Slipmats',
      stock: 2,
      reserved: 0,
      available: 2,
      images: [],
      is_active: false,
    }),
    adminProduct({
      id: 'p3',
      slug: 'bag',
      name: 'Record Bag',
      stock: 0,
      reserved: 0,
      available: 0,
    }),
  ]
  listed = []
  sent = []
  const record = (request: Request) =>
    sent.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/admin\//, '')}`)
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET products': (request) => {
      listed.push(new URL(request.url))
      return Response.json({ items: products, total: products.length })
    },
    'POST products/p2/activate': (request) => {
      record(request)
      products = products.map((p) => (p.id === 'p2' ? { ...p, is_active: true } : p))
      return Response.json(products[1])
    },
    'DELETE products/p3': (request) => {
      record(request)
      return Response.json(
        { error: { code: 'product_sold', message: 'Ordered.' } },
        { status: 409 },
      )
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderProducts = () =>
  renderAdmin(<AdminProductsPage />, '/admin/shop-products', {
    namespaces: ['admin-shop-products'],
  })

const rowOf = (name: string) => tableRow('Shop products', name)

describe('AdminProductsPage', () => {
  it('says in words whether each product is in stock, low or sold out, with units held', async () => {
    await renderProducts()
    const headphones = await rowOf('KV-1 Studio Headphones')
    expect(headphones.getByText('In stock')).toBeTruthy()
    expect(headphones.getByText('€249')).toBeTruthy()
    expect(headphones.getByText('12 on hand, 3 held by checkouts in progress')).toBeTruthy()
    expect(headphones.getByText('4')).toBeTruthy()
    expect(
      headphones.getByRole('link', { name: 'Edit KV-1 Studio Headphones' }).getAttribute('href'),
    ).toBe('/admin/shop-products/p1')
    expect(headphones.queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(headphones.getByText('Sold, so kept')).toBeTruthy()

    const mats = await rowOf('Slipmats')
    expect(mats.getByText('Only 2 left')).toBeTruthy()
    expect(mats.getByText('2 on hand')).toBeTruthy()
    expect((await rowOf('Record Bag')).getByText('Sold out')).toBeTruthy()
  })

  it('shows a hidden product in the shop', async () => {
    await renderProducts()
    const mats = await rowOf('Slipmats')
    const toggle = mats.getByRole('switch', { name: 'In the shop: Slipmats' })
    fireEvent.click(toggle)
    await screen.findByText('Product shown in the shop')
    expect(sent).toEqual(['POST products/p2/activate'])
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
  })

  it('filters and searches through the address', async () => {
    await renderProducts()
    await screen.findByRole('table', { name: 'Shop products' })
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'false' } })
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('active')).toBe('false'))
    fireEvent.change(screen.getByLabelText('Search name, category or address'), {
      target: { value: 'mats' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('q')).toBe('mats'))
    expect(window.location.search).toBe('?active=false&q=mats')
  })

  it('explains that an ordered product stays: hide it instead', async () => {
    await renderProducts()
    await deleteFromRow(await rowOf('Record Bag'), 'Record Bag')
    await screen.findByText("Couldn't delete “Record Bag”")
    expect(
      screen.getByText(
        'This product has been ordered, so it stays in the catalogue. Deactivate it instead.',
      ),
    ).toBeTruthy()
    expect(sent).toEqual(['DELETE products/p3'])
  })
})

// @vitest-environment jsdom
import type { AdminProduct } from '@contract/admin-catalog.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession, stubUploads } from '@/testing/admin'
import AdminProductEditPage from './AdminProductEditPage'

const HEADPHONES: AdminProduct = {
  id: 'p1',
  slug: 'kv1-studio-headphones',
  name: 'KV-1 Studio Headphones',
  category: 'headphones',
  description: { en: 'Closed-back monitors.' },
  specs: { en: [{ label: 'Weight', value: '285 g' }] },
  price_cents: 24900,
  currency: 'EUR',
  stock: 12,
  reserved: 3,
  available: 9,
  images: [
    {
      path: 'kv1/a.svg',
      url: 'http://localhost:54321/storage/v1/object/public/products/kv1/a.svg',
    },
    {
      path: 'kv1/b.svg',
      url: 'http://localhost:54321/storage/v1/object/public/products/kv1/b.svg',
    },
  ],
  is_active: true,
  sold_count: 0,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
}

type Sent = { method: string; path: string; body: unknown }
let sent: Sent[]
let product: AdminProduct

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  sent = []
  product = structuredClone(HEADPHONES)
  const record = async (request: Request) => {
    const text = await request.text()
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname.replace(/^.*\/admin\//, ''),
      body: text ? JSON.parse(text) : undefined,
    })
  }
  mockFunctions({
    'GET site:settings': () => Response.json({ brandName: 'Kael Voss', tagline: {} }),
    'GET products/p1': () => Response.json(product),
    'POST products': async (request) => {
      await record(request)
      return Response.json({ ...product, is_active: false }, { status: 201 })
    },
    'POST products/p1/stock': async (request) => {
      await record(request)
      return Response.json(
        { error: { code: 'stock_below_reserved', message: 'Below reserved.' } },
        { status: 409 },
      )
    },
    'DELETE products/p1/images': async (request) => {
      await record(request)
      product = { ...product, images: product.images.slice(1) }
      return Response.json(product)
    },
    'POST products/p1/uploads': async (request) => {
      await record(request)
      return Response.json(
        {
          bucket: 'products',
          path: 'kv1/c.png',
          signed_url:
            'http://localhost:54321/storage/v1/object/upload/sign/products/kv1/c.png?token=t',
          token: 't',
        },
        { status: 201 },
      )
    },
    'POST products/p1/uploads/complete': async (request) => {
      await record(request)
      product = {
        ...product,
        images: [
          ...product.images,
          {
            path: 'kv1/c.png',
            url: 'http://localhost:54321/storage/v1/object/public/products/kv1/c.png',
          },
        ],
      }
      return Response.json(product)
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const openProduct = () =>
  renderAdmin(<AdminProductEditPage />, '/admin/shop-products/p1', {
    route: '/shop-products/:id',
    namespaces: ['admin-products'],
  })

describe('AdminProductEditPage', () => {
  it('creates a hidden product with its price in cents, its stock and specs read line by line', async () => {
    await renderAdmin(<AdminProductEditPage />, '/admin/shop-products/new', {
      route: '/shop-products/new',
      namespaces: ['admin-products'],
    })
    await screen.findByRole('heading', { level: 1, name: 'New product' })
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })
    type('Name', 'Vinyl Slipmats')
    type('Category', 'accessories')
    type('Price (€)', '25,50')
    type('Units on hand', '10')
    type('Specs in English', 'Diameter: 30 cm\n\nMaterial : felt')
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }))
    await waitFor(() => expect(window.location.pathname).toBe('/admin/shop-products/p1'))
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: 'products',
      body: {
        name: 'Vinyl Slipmats',
        category: 'accessories',
        price_cents: 2550,
        stock: 10,
        specs: {
          en: [
            { label: 'Diameter', value: '30 cm' },
            { label: 'Material', value: 'felt' },
          ],
          es: [],
        },
      },
    })
  })

  it('refuses a spec line without a colon before sending', async () => {
    await openProduct()
    const details = await screen.findByRole('region', { name: 'Details' })
    fireEvent.change(within(details).getByLabelText('Specs in English', { exact: false }), {
      target: { value: 'Weight 285 g' },
    })
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }))
    await within(details).findByText('Write each spec on its own line as “Label: value”.')
    expect(sent).toEqual([])
  })

  it('explains that stock cannot go below what checkouts in progress hold', async () => {
    await openProduct()
    const stock = await screen.findByRole('region', { name: 'Stock' })
    expect(within(stock).getByText('12 on hand, 3 held by checkouts in progress')).toBeTruthy()
    fireEvent.change(within(stock).getByLabelText('Units on hand'), { target: { value: '2' } })
    fireEvent.click(within(stock).getByRole('button', { name: 'Update stock' }))
    await within(stock).findByText("Stock can't go below the units held by checkouts in progress.")
    expect(sent).toEqual([{ method: 'POST', path: 'products/p1/stock', body: { stock: 2 } }])
  })

  it('removes a photo only after confirmation', async () => {
    await openProduct()
    const photos = await screen.findByRole('region', { name: 'Photos' })
    expect(within(photos).getAllByRole('img')).toHaveLength(2)
    fireEvent.click(within(photos).getByRole('button', { name: 'Remove photo 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this photo?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(sent).toEqual([])
    fireEvent.click(within(photos).getByRole('button', { name: 'Remove photo 1' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(1))
    expect(sent).toEqual([
      { method: 'DELETE', path: 'products/p1/images', body: { path: 'kv1/a.svg' } },
    ])
  })

  it('uploads a photo and adds it to the gallery', async () => {
    const { uploads } = stubUploads()
    await openProduct()
    const photos = await screen.findByRole('region', { name: 'Photos' })
    const file = new File([new Uint8Array(100)], 'side.png', { type: 'image/png' })
    fireEvent.change(within(photos).getByLabelText('Add a photo'), { target: { files: [file] } })
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(3))
    expect(uploads[0]).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' } })
    expect(sent.map((request) => request.body)).toEqual([
      { content_type: 'image/png', filename: 'side.png' },
      { path: 'kv1/c.png' },
    ])
  })
})

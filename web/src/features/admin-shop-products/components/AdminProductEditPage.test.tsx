// @vitest-environment jsdom
import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  mockFunctions,
  recordRequest,
  renderAdmin,
  type SentRequest,
  typeInto,
  withSignedInAdmin,
} from '@/testing/admin'
import AdminProductEditPage from './AdminProductEditPage'
import { adminProduct } from './test-product'

let sent: SentRequest[]
let product: AdminProduct
type Handler = (request: Request) => Response | Promise<Response>

const record = (request: Request) => recordRequest(sent, request)

function answer(routes: Record<string, Handler> = {}) {
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET products': () => Response.json({ items: [product], total: 1 }),
    'GET products/p1': () => Response.json(product),
    'POST products': async (request) => {
      await record(request)
      return Response.json(product, { status: 201 })
    },
    'PATCH products/p1': async (request) => {
      product = { ...product, ...(await record(request)) }
      return Response.json(product)
    },
    'POST products/p1/stock': async (request) => {
      const change = await record(request)
      if ('stock' in change && change.stock < product.reserved) {
        return Response.json(
          {
            error: {
              code: 'stock_below_reserved',
              message: 'Below reserved.',
              fields: { stock: 'stock_below_reserved' },
            },
          },
          { status: 409 },
        )
      }
      const stock = 'stock' in change ? change.stock : product.stock + change.delta
      product = { ...product, stock, available: stock - product.reserved }
      return Response.json(product)
    },
    'DELETE products/p1/images': async (request) => {
      await record(request)
      product = { ...product, images: product.images.slice(1) }
      return Response.json(product)
    },
    ...routes,
  })
}

withSignedInAdmin()

beforeEach(() => {
  sent = []
  product = adminProduct()
  answer()
})

const openProduct = () =>
  renderAdmin(<AdminProductEditPage />, '/admin/shop-products/p1', {
    route: '/shop-products/:id',
    namespaces: ['admin-shop-products'],
  })

const specsOf = async () => {
  const details = await screen.findByRole('region', { name: 'Details' })
  return within(within(details).getByRole('group', { name: 'Specs' }))
}

describe('AdminProductEditPage', () => {
  it('creates a product: trimmed texts, price in cents, stock, visibility and specs, then opens it', async () => {
    await renderAdmin(<AdminProductEditPage />, '/admin/shop-products/new', {
      route: '/shop-products/new',
      namespaces: ['admin-shop-products'],
    })
    await screen.findByRole('heading', { level: 1, name: 'New product' })
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: ' Vinyl Slipmats ' },
    })
    // The name in German, behind its language's tab; the other languages stay empty.
    const names = within(screen.getByRole('group', { name: 'Name in each language' }))
    fireEvent.click(names.getByRole('tab', { name: 'German, empty' }))
    fireEvent.change(names.getByRole('textbox', { name: /^German/ }), {
      target: { value: ' Vinyl-Slipmats ' },
    })
    expect(names.getByRole('tab', { name: 'German' }).getAttribute('aria-selected')).toBe('true')
    typeInto('Category', 'accessories')
    typeInto('Price (€)', '25,50')
    typeInto('Units on hand', '10')
    fireEvent.click(screen.getByLabelText('Show it in the shop right away'))

    const specs = await specsOf()
    fireEvent.click(specs.getByRole('tab', { name: 'English, 0 specs' }))
    fireEvent.click(specs.getByRole('button', { name: 'Add a spec' }))
    fireEvent.change(specs.getByLabelText('Label spec 1'), { target: { value: ' Diameter ' } })
    fireEvent.change(specs.getByLabelText('Value spec 1'), { target: { value: '30 cm' } })
    fireEvent.click(specs.getByRole('button', { name: 'Add a spec' }))
    expect(specs.getByRole('tab', { name: 'English, 1 spec' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Create product' }))
    await waitFor(() => expect(window.location.pathname).toBe('/admin/shop-products/p1'))
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'products',
        body: {
          name: 'Vinyl Slipmats',
          name_translations: { de: 'Vinyl-Slipmats' },
          category: 'accessories',
          price_cents: 2550,
          stock: 10,
          is_active: true,
          description: {},
          specs: { en: [{ label: 'Diameter', value: '30 cm' }] },
        },
      },
    ])
  })

  it('reorders and removes spec rows with buttons, and saves them in that order', async () => {
    await openProduct()
    const specs = await specsOf()
    fireEvent.click(specs.getByRole('tab', { name: 'English, 1 spec' }))
    fireEvent.click(specs.getByRole('button', { name: 'Add a spec' }))
    fireEvent.change(specs.getByLabelText('Label spec 2'), { target: { value: 'Drivers' } })
    fireEvent.change(specs.getByLabelText('Value spec 2'), { target: { value: '50 mm' } })
    fireEvent.click(specs.getByRole('button', { name: 'Add a spec' }))
    fireEvent.change(specs.getByLabelText('Label spec 3'), { target: { value: 'Cable' } })
    fireEvent.change(specs.getByLabelText('Value spec 3'), { target: { value: '3 m' } })

    fireEvent.click(specs.getByRole('button', { name: 'Move “Drivers” up' }))
    expect(specs.getByText('“Drivers” is now number 1 of 3.')).toBeTruthy()
    expect((specs.getByLabelText('Label spec 1') as HTMLInputElement).value).toBe('Drivers')
    fireEvent.click(specs.getByRole('button', { name: 'Remove “Weight”' }))
    expect(specs.getByText('“Weight” removed.')).toBeTruthy()

    const details = await screen.findByRole('region', { name: 'Details' })
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }))
    await screen.findByText('Product saved')
    expect(sent[0]?.body).toMatchObject({
      specs: {
        en: [
          { label: 'Drivers', value: '50 mm' },
          { label: 'Cable', value: '3 m' },
        ],
      },
    })
  })

  it('refuses a spec without a value beside it, opening its language, before sending', async () => {
    product = adminProduct({ specs: { de: [{ label: 'Gewicht', value: '285 g' }] } })
    await openProduct()
    const specs = await specsOf()
    fireEvent.click(specs.getByRole('tab', { name: 'German, 1 spec' }))
    fireEvent.click(specs.getByRole('button', { name: 'Add a spec' }))
    fireEvent.change(specs.getByLabelText('Label spec 2'), { target: { value: 'Kabel' } })
    fireEvent.click(specs.getByRole('tab', { name: 'Spanish, 0 specs' }))

    const details = await screen.findByRole('region', { name: 'Details' })
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }))
    const tab = await specs.findByRole('tab', { name: 'German, 2 specs, needs attention' })
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'))
    const value = specs.getByLabelText('Value spec 2')
    expect(value.getAttribute('aria-invalid')).toBe('true')
    expect(specs.getByText('This field is required.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(value))
    expect(sent).toEqual([])
  })

  it('sets the stock count, explaining that it cannot go below what checkouts hold', async () => {
    await openProduct()
    const stock = await screen.findByRole('region', { name: 'Stock' })
    const count = within(stock).getByLabelText('Units on hand')
    expect(
      within(stock).getByText('At least 3: that many units are held by checkouts in progress.'),
    ).toBeTruthy()
    fireEvent.change(count, { target: { value: '2' } })
    fireEvent.click(within(stock).getByRole('button', { name: 'Set the count' }))
    await within(stock).findByText("Stock can't go below the units held by checkouts in progress.")
    expect(count.getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([{ method: 'POST', path: 'products/p1/stock', body: { stock: 2 } }])

    fireEvent.change(count, { target: { value: '20' } })
    fireEvent.click(within(stock).getByRole('button', { name: 'Set the count' }))
    await screen.findByText('KV-1 Studio Headphones: 20 units on hand.')
    expect(sent.at(-1)?.body).toEqual({ stock: 20 })
  })

  it('adds units received and removes units lost as changes, not counts', async () => {
    await openProduct()
    const stock = await screen.findByRole('region', { name: 'Stock' })
    fireEvent.change(within(stock).getByLabelText('Units received or removed'), {
      target: { value: '5' },
    })
    fireEvent.click(within(stock).getByRole('button', { name: 'Add to stock' }))
    await screen.findByText('KV-1 Studio Headphones: 17 units on hand.')
    fireEvent.change(within(stock).getByLabelText('Units received or removed'), {
      target: { value: '2' },
    })
    fireEvent.click(within(stock).getByRole('button', { name: 'Remove from stock' }))
    await screen.findByText('KV-1 Studio Headphones: 15 units on hand.')
    expect(sent.map((request) => request.body)).toEqual([{ delta: 5 }, { delta: -2 }])
  })

  it('removes a photo only after confirmation', async () => {
    await openProduct()
    const photos = await screen.findByRole('region', { name: 'Photos' })
    expect(within(photos).getAllByRole('img')).toHaveLength(2)
    expect(
      within(photos).getByText('2 of 12 photos. The first one leads in the shop.'),
    ).toBeTruthy()
    fireEvent.click(within(photos).getByRole('button', { name: 'Remove photo 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove photo 1?' })
    expect(
      within(dialog).getByRole('img', { name: 'KV-1 Studio Headphones, photo 1' }),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(sent).toEqual([])
    fireEvent.click(within(photos).getByRole('button', { name: 'Remove photo 1' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    )
    await screen.findByText('Photo removed')
    expect(within(photos).getAllByRole('img')).toHaveLength(1)
    expect(sent).toEqual([
      { method: 'DELETE', path: 'products/p1/images', body: { path: 'kv1/a.svg' } },
    ])
  })
})

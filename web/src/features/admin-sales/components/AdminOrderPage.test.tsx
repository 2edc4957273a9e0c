// @vitest-environment jsdom
import type { AdminOrderDetail } from '@contract/admin/sales.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import AdminOrderPage from './AdminOrderPage'

const PAID: AdminOrderDetail = {
  id: 'o1',
  number: 1042,
  status: 'paid',
  created_at: '2026-11-20T10:00:00Z',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  locale: 'en',
  currency: 'EUR',
  subtotal_cents: 9900,
  bundle_discount_cents: 0,
  discount_cents: 0,
  promotion_code: null,
  shipping_cents: 0,
  shipping_rate: null,
  total_cents: 9900,
  payment_intent_id: 'pi_123',
  paid_at: '2026-11-20T10:01:00Z',
  refunded_at: null,
  refunded_cents: 0,
  closed_at: null,
  shipping_address: null,
  has_gear: false,
  shipment: null,
  items: [
    {
      id: 'i1',
      kind: 'track',
      slug: 'midnight-circuit',
      title: 'Midnight Circuit',
      licence: 'commercial',
      quantity: 1,
      unit_price_cents: 9900,
      total_cents: 9900,
      bundle_free: false,
      refunded_at: null,
      refund_pending: false,
      gear_outcome: null,
      refundable_cents: 9900,
    },
  ],
  licences: [
    {
      id: 'g1',
      number: 'KV-2026-000042',
      title: 'Midnight Circuit',
      licence: 'commercial',
      holder_name: 'Ada Lovelace',
      holder_email: 'ada@example.com',
      downloads_left: 5,
      issued_at: '2026-11-20T10:01:00Z',
      revoked_at: null,
    },
  ],
  emails: [],
}

let order: AdminOrderDetail
let posts: string[]
let bodies: unknown[]
let refundAnswered: boolean

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  order = structuredClone(PAID)
  posts = []
  bodies = []
  refundAnswered = false
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET orders/o1': () => {
      // Stripe's webhook lands a moment after the refund was asked for.
      if (refundAnswered && order.status === 'paid') {
        order = {
          ...order,
          status: 'refunded',
          refunded_at: '2026-11-24T10:00:00Z',
          licences: order.licences.map((licence) => ({
            ...licence,
            revoked_at: '2026-11-24T10:00:00Z',
          })),
        }
      }
      return Response.json(order)
    },
    'POST orders/o1/resend': () => {
      posts.push('resend')
      return Response.json({ queued: true }, { status: 202 })
    },
    'POST orders/o1/refund': async (request) => {
      posts.push('refund')
      const body = (await request.json()) as { items: string[] }
      bodies.push(body)
      refundAnswered = order.items.every((item) => body.items.includes(item.id))
      const amount = order.items
        .filter((item) => body.items.includes(item.id))
        .reduce((sum, item) => sum + item.refundable_cents, 0)
      return Response.json(
        { refund_id: 're_1', status: 'succeeded', amount_cents: amount, items: body.items },
        { status: 202 },
      )
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const openOrder = () =>
  renderAdmin(<AdminOrderPage />, '/admin/sales/o1', {
    route: '/sales/:id',
    namespaces: ['admin-sales'],
  })

describe('AdminOrderPage', () => {
  it('shows the items and licences with their download counts', async () => {
    await openOrder()
    const licences = await screen.findByRole('region', { name: 'Licences' })
    const row = within(licences).getAllByRole('row')[1]!
    expect(within(row).getByText('KV-2026-000042')).toBeTruthy()
    expect(within(row).getByText('5')).toBeTruthy()
    expect(within(row).getByText('Valid')).toBeTruthy()
  })

  it('sends the download email again', async () => {
    await openOrder()
    fireEvent.click(await screen.findByRole('button', { name: 'Resend download email' }))
    await screen.findByText("It's on its way to ada@example.com.")
    expect(posts).toEqual(['resend'])
  })

  it('refunds only after confirmation, then shows the order refunded once Stripe confirms', async () => {
    await openOrder()
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1042' })
    expect(within(dialog).getByText(/€99 goes back to Ada Lovelace through Stripe/)).toBeTruthy()
    // The only line is chosen already, and says what refunding it does.
    expect(within(dialog).getByRole('checkbox', { name: /Midnight Circuit/ })).toHaveProperty(
      'checked',
      true,
    )
    expect(within(dialog).getByText(/Licence revoked/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(posts).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Refund' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund €99' }),
    )
    await screen.findByText('€99 refunded')
    expect(bodies).toEqual([{ items: ['i1'] }])
    const licences = screen.getByRole('region', { name: 'Licences' })
    await within(licences).findByText('Revoked', {}, { timeout: 5000 })
    expect(posts).toEqual(['refund'])
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull()
  })

  it('explains a refund Stripe refuses', async () => {
    mockFunctions({
      'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
      'GET orders/o1': () => Response.json(order),
      'POST orders/o1/refund': () =>
        Response.json(
          { error: { code: 'payment_provider_error', message: 'Stripe said no.' } },
          { status: 502 },
        ),
    })
    await openOrder()
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund €99' }),
    )
    await screen.findByText("Stripe didn't accept the request. Please try again in a moment.")
  })

  it('refunds chosen lines only: the amount follows the choice, the gear says what becomes of it', async () => {
    order = {
      ...order,
      has_gear: true,
      total_cents: 9900 + 2 * 19900,
      items: [
        ...order.items,
        {
          id: 'i2',
          kind: 'product',
          slug: 'kv1-studio-headphones',
          title: 'KV-1 Studio Headphones',
          licence: null,
          quantity: 2,
          unit_price_cents: 19900,
          total_cents: 39800,
          bundle_free: false,
          refunded_at: null,
          refund_pending: false,
          gear_outcome: null,
          refundable_cents: 39800,
        },
      ],
    }
    await openOrder()
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1042' })
    const confirm = within(dialog).getByRole('button', { name: 'Choose lines to refund' })
    expect(confirm).toHaveProperty('disabled', true)
    expect(within(dialog).getByText('Not shipped yet: the 2 items go back in stock.')).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /KV-1 Studio Headphones/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund €398' }))
    await screen.findByText('€398 refunded')
    expect(bodies).toEqual([{ items: ['i2'] }])

    const refundButton = screen.getByRole('button', { name: 'Refund' })
    await waitFor(() => expect(refundButton).toHaveProperty('disabled', false))
    fireEvent.click(refundButton)
    const again = await screen.findByRole('dialog', { name: 'Refund order #1042' })
    fireEvent.click(within(again).getByRole('checkbox', { name: 'All lines' }))
    expect(within(again).getByRole('button', { name: 'Refund €497' })).toBeTruthy()
  })

  it('records a shipment for an order with gear, then shows it instead of the form', async () => {
    const bodies: unknown[] = []
    order = {
      ...order,
      has_gear: true,
      items: [
        ...order.items,
        {
          id: 'i2',
          kind: 'product',
          slug: 'kv1-studio-headphones',
          title: 'KV-1 Studio Headphones',
          licence: null,
          quantity: 1,
          unit_price_cents: 19900,
          total_cents: 19900,
          bundle_free: false,
          refunded_at: null,
          refund_pending: false,
          gear_outcome: null,
          refundable_cents: 19900,
        },
      ],
    }
    mockFunctions({
      'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
      'GET orders/o1': () => Response.json(order),
      'POST orders/o1/shipment': async (request) => {
        const body = (await request.json()) as Record<string, string | null>
        bodies.push(body)
        order = {
          ...order,
          shipment: {
            shipped_at: '2026-11-25T09:00:00Z',
            carrier: String(body.carrier),
            tracking_number: String(body.tracking_number),
            tracking_url: body.tracking_url ?? null,
          },
        }
        return Response.json(order.shipment, { status: 201 })
      },
    })
    await openOrder()
    const shipping = await screen.findByRole('region', { name: 'Shipping' })
    const submit = within(shipping).getByRole('button', { name: 'Mark as shipped' })
    fireEvent.click(submit)
    // Nothing is sent while the required fields are empty; each says why.
    expect(await within(shipping).findAllByText('This field is required.')).toHaveLength(2)
    expect(bodies).toEqual([])

    fireEvent.change(within(shipping).getByLabelText('Carrier'), { target: { value: 'DHL' } })
    fireEvent.change(within(shipping).getByLabelText('Tracking number'), {
      target: { value: 'JD0146 0000 1234' },
    })
    fireEvent.change(within(shipping).getByLabelText(/Tracking link/), {
      target: { value: 'http://dhl.de/x' },
    })
    fireEvent.click(submit)
    await within(shipping).findByText('Enter a full https:// address.')
    expect(bodies).toEqual([])

    fireEvent.change(within(shipping).getByLabelText(/Tracking link/), { target: { value: '' } })
    fireEvent.click(submit)
    await screen.findByText('The shipping email is on its way to ada@example.com.')
    expect(bodies).toEqual([
      { carrier: 'DHL', tracking_number: 'JD0146 0000 1234', tracking_url: null },
    ])
    const shipped = await screen.findByRole('region', { name: 'Shipping' })
    await within(shipped).findByText('JD0146 0000 1234')
    expect(within(shipped).queryByRole('button', { name: 'Mark as shipped' })).toBeNull()
  })

  it('has no shipping section for an order of licences only', async () => {
    await openOrder()
    await screen.findByRole('region', { name: 'Licences' })
    expect(screen.queryByRole('region', { name: 'Shipping' })).toBeNull()
  })
})

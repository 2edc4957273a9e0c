import { describe, expect, it } from 'vitest'
import { type OrderRecord, toOrderView } from './order-view.ts'

const env = { SUPABASE_URL: 'https://p.example', SITE_URL: 'https://kaelvoss.example' }
const record: OrderRecord = {
  id: 'o1',
  number: 1001,
  status: 'paid',
  email: 'alex@example.com',
  name: 'Alex Fan',
  locale: 'en',
  currency: 'EUR',
  subtotal_cents: 29800,
  bundle_discount_cents: 0,
  discount_cents: 490,
  promotion_code: 'WELCOME10',
  total_cents: 29800,
  has_shipping: true,
  shipping_cents: 490,
  shipping_rate: 'Standard',
  tax_cents: 0,
  prices_include_tax: true,
  has_invoice: true,
  items: [
    {
      kind: 'product',
      title: 'KV-1 Studio Headphones',
      licence: null,
      quantity: 1,
      unit_price_cents: 19900,
      total_cents: 19900,
      bundle_free: false,
      track_slug: null,
      product_slug: 'kv1-studio-headphones',
    },
    {
      kind: 'track',
      title: 'Midnight Circuit',
      licence: 'commercial',
      quantity: 1,
      unit_price_cents: 9900,
      total_cents: 9900,
      bundle_free: false,
      track_slug: 'midnight-circuit',
      product_slug: null,
    },
  ],
  grants: [
    {
      id: 'g1',
      number: 'KV-2026-7F3K9Q2M',
      licence: 'commercial',
      title: 'Midnight Circuit',
      artist: 'Kael Voss',
      downloads_left: 10,
      access_token: 'tok+en',
      file_downloads_left: { wav: 4, mp3: 5 },
    },
  ],
}

describe('the order view', () => {
  it('gives a paid order its download and certificate links, and no raw token field', () => {
    const view = toOrderView(record, env, 'cs_test_1')
    expect(view).toMatchObject({
      id: 'o1',
      status: 'paid',
      total: 29800,
      discount: 490,
      promotion_code: 'WELCOME10',
      currency: 'EUR',
      shipping: true,
      items: [
        {
          kind: 'product',
          slug: 'kv1-studio-headphones',
          quantity: 1,
          unit_price: 19900,
          total: 19900,
        },
        { kind: 'track', slug: 'midnight-circuit', licence: 'commercial', total: 9900 },
      ],
      downloads: [
        {
          grant_id: 'g1',
          title: 'Midnight Circuit',
          licence: 'commercial',
          format: 'mp3',
          url: 'https://p.example/functions/v1/site/downloads/g1?token=tok%2Ben',
          downloads_left: 5,
        },
        {
          grant_id: 'g1',
          format: 'wav',
          url: 'https://p.example/functions/v1/site/downloads/g1?token=tok%2Ben&format=wav',
          downloads_left: 4,
        },
      ],
      invoice_url: 'https://p.example/functions/v1/site/orders/by-session/cs_test_1/invoice',
      licences: [
        {
          number: 'KV-2026-7F3K9Q2M',
          pdf_url:
            'https://p.example/functions/v1/site/licences/KV-2026-7F3K9Q2M/pdf?token=tok%2Ben',
          verify_url: 'https://kaelvoss.example/licenses/KV-2026-7F3K9Q2M',
        },
      ],
    })
    expect(JSON.stringify(view)).not.toContain('access_token')
  })

  it('shows no downloads or licences unless the order is paid', () => {
    for (const status of ['pending', 'refunded', 'expired', 'cancelled'] as const) {
      const view = toOrderView({ ...record, status }, env, 'cs_test_1')
      expect(view.downloads, status).toEqual([])
      expect(view.licences, status).toEqual([])
      expect(view.invoice_url, status).toBeNull()
    }
  })
})

import { randomBytes, randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { runAs, type Sql } from '../../../functions/_shared/db/request-context.ts'
import type { CheckoutSessionFacts } from '../../../functions/_shared/orders/checkout-session.ts'
import type { OrdersDeps } from '../../../functions/_shared/orders/deps.ts'
import { testFunctionEnv } from '../../../functions/_shared/testing/env.ts'

export const env = testFunctionEnv({
  SUPABASE_URL: 'http://127.0.0.1:9',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_orders_test',
  RESEND_API_KEY: 're_test',
  EMAIL_FROM: 'Kael Voss <no-reply@kaelvoss.example>',
})

/** A Stripe client that never reaches the network unless a test gives it a method to call. */
export function offlineStripe(): Stripe {
  return new Stripe(env.STRIPE_SECRET_KEY, { host: '127.0.0.1', port: 9, maxNetworkRetries: 0 })
}

export function ordersDeps(sql: Sql, stripe: Stripe = offlineStripe()): OrdersDeps {
  return { env, sql, stripe, now: () => new Date('2026-11-22T10:00:00Z') }
}

export type Catalogue = { trackId: string; otherTrackId: string; productId: string }

/** Two published tracks and a product with 50 in stock, written as the database owner. */
export async function insertCatalogue(sql: Sql): Promise<Catalogue> {
  const track = async (slug: string, title: string) => {
    const [row] = await sql<{ id: string }[]>`
      insert into public.tracks (slug, title, artist, genre, bpm, private_price_cents,
        commercial_price_cents, cover_path, preview_path, audio_path, duration_seconds,
        is_published, published_at)
      values (${slug}, ${title}, 'Kael Voss', 'Techno', 130, 2900, 9900, ${`${slug}.svg`},
        ${`${slug}.mp3`}, ${`${slug}.mp3`}, 240, true, now())
      returning id`
    return row!.id
  }
  const [product] = await sql<{ id: string }[]>`
    insert into public.products (slug, name, category, price_cents, stock)
    values ('record-crate', 'Record Crate', 'accessories', 5000, 50) returning id`
  return {
    trackId: await track('night-drive', 'Night Drive'),
    otherTrackId: await track('dawn-patrol', 'Dawn Patrol'),
    productId: product!.id,
  }
}

/** A pending order placed as checkout places it: two licences and two crates (reserved). */
export async function placePendingOrder(sql: Sql, catalogue: Catalogue, crates = 2) {
  const orderId = randomUUID()
  const sessionId = `cs_test_${randomBytes(12).toString('hex')}`
  const items = [
    {
      kind: 'track',
      track_id: catalogue.trackId,
      slug: 'night-drive',
      licence: 'commercial',
      title: 'Night Drive',
      quantity: 1,
      unit_price_cents: 9900,
    },
    {
      kind: 'track',
      track_id: catalogue.otherTrackId,
      slug: 'dawn-patrol',
      licence: 'private',
      title: 'Dawn Patrol',
      quantity: 1,
      unit_price_cents: 2900,
    },
    {
      kind: 'product',
      product_id: catalogue.productId,
      slug: 'record-crate',
      title: 'Record Crate',
      quantity: crates,
      unit_price_cents: 5000,
    },
  ]
  const total = 9900 + 2900 + crates * 5000
  await runAs(sql, { role: 'anon' }, async (tx) => {
    const order = {
      id: orderId,
      email: 'buyer@example.com',
      name: 'Bea Buyer',
      locale: 'fr',
      currency: 'EUR',
      subtotal_cents: total,
      total_cents: total,
      has_shipping: true,
    }
    await tx`select private.place_order(${tx.json(order)}, ${tx.json(items)})`
    await tx`select private.attach_checkout_session(${orderId}, ${sessionId})`
  })
  return { orderId, sessionId }
}

/** A Checkout Session as Stripe reports it once the buyer has paid. */
export function paidSession(sessionId: string): CheckoutSessionFacts {
  return {
    id: sessionId,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_${randomBytes(12).toString('hex')}`,
    collected_information: {
      shipping_details: {
        name: 'Bea Buyer',
        address: {
          line1: '12 rue des Martyrs',
          line2: null,
          city: 'Paris',
          postal_code: '75009',
          state: null,
          country: 'FR',
        },
      },
    },
  }
}

export async function productCounts(sql: Sql, productId: string) {
  const [row] = await sql<{ stock: number; reserved: number }[]>`
    select stock, reserved from public.products where id = ${productId}`
  return row!
}

export async function orderState(sql: Sql, orderId: string) {
  const [order] = await sql<
    {
      status: string
      fulfilled_at: Date | null
      stripe_payment_intent_id: string | null
      shipping_address: unknown
    }[]
  >`
    select status, fulfilled_at, stripe_payment_intent_id, shipping_address from public.orders where id = ${orderId}`
  const grants = await sql<
    {
      number: string
      access_token: string
      id: string
      revoked_at: Date | null
      holder_name: string
      downloads_left: number
    }[]
  >`
    select id, number, access_token, revoked_at, holder_name, downloads_left
    from public.licence_grants where order_id = ${orderId} order by number`
  const emails = await sql<{ dedupe_key: string; to_email: string; subject: string }[]>`
    select dedupe_key, to_email, subject from public.email_outbox
    where dedupe_key like ${`order:${orderId}:%`} order by dedupe_key`
  return { order: order!, grants, emails }
}

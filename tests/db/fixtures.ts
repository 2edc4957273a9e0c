import { randomUUID } from 'node:crypto'
import { createUser } from '../../platform/auth/users.ts'
import type { Sql } from '../../platform/db/database.ts'
import { insertMailingFixtures } from './rls-matrix-mailing.ts'

export type Fixtures = Awaited<ReturnType<typeof insertFixtures>>

/** One row or two of everything, written as the database owner, for the RLS tests to aim at. */
export async function insertFixtures(sql: Sql) {
  const owner = { email: 'owner@example.com', id: '' }
  const fan = { email: 'fan@example.com', id: '' }
  const guardedAdmin = { email: 'guarded@example.com', id: '' }
  // Buyers: accounts with no role whose addresses placed the fixture orders (the second with a
  // +tag and in capitals, which only the tagged account may read).
  const buyer = { email: 'buyer@example.com', id: '' }
  const taggedBuyer = { email: 'buyer+vinyl@example.com', id: '' }
  for (const user of [owner, fan, guardedAdmin, buyer, taggedBuyer]) {
    user.id = (await createUser(sql, { email: user.email, password: 'correct horse battery' })).id
  }
  await sql`insert into public.roles (user_id, role) values (${owner.id}, 'admin'), (${guardedAdmin.id}, 'admin')`
  await sql`
    insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
    values (${randomUUID()}, ${guardedAdmin.id}, 'phone app', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`

  const [soldTrack] = await sql<{ id: string }[]>`
    insert into public.tracks (slug, title, artist, genre, bpm, private_price_cents, commercial_price_cents,
      cover_path, preview_path, audio_path, duration_seconds, is_published, published_at)
    values ('sold-track', 'Sold Track', 'Kael Voss', 'Techno', 130, 2900, 9900,
      'sold-track.svg', 'sold-track.mp3', 'sold-track.mp3', 240, true, now())
    returning id`
  await sql`insert into public.gigs (starts_on, venue, city, country) values ('2099-05-01', 'Tresor', 'Berlin', 'DE')`
  await sql`
    insert into public.tracks (slug, title, artist, genre, bpm, private_price_cents, commercial_price_cents)
    values ('draft-track', 'Draft Track', 'Kael Voss', 'House', 122, 1900, 7900)`
  const [activeProduct] = await sql<{ id: string }[]>`
    insert into public.products (slug, name, category, price_cents, stock, reserved)
    values ('active-product', 'Active Product', 'headphones', 19900, 5, 1) returning id`
  await sql`
    insert into public.products (slug, name, category, price_cents, stock, is_active)
    values ('retired-product', 'Retired Product', 'cases', 9900, 0, false)`

  const [order] = await sql<{ id: string }[]>`
    insert into public.orders (email, name, subtotal_cents, total_cents, status, paid_at, fulfilled_at,
      stripe_checkout_session_id)
    values ('buyer@example.com', 'Buyer', 12800, 12800, 'paid', now(), now(), 'cs_test_fixture')
    returning id`
  const [privateItem] = await sql<{ id: string }[]>`
    insert into public.order_items (order_id, kind, track_id, licence, title, quantity, unit_price_cents)
    values (${order!.id}, 'track', ${soldTrack!.id}, 'private', 'Sold Track', 1, 2900) returning id`
  const [commercialItem] = await sql<{ id: string }[]>`
    insert into public.order_items (order_id, kind, track_id, licence, title, quantity, unit_price_cents)
    values (${order!.id}, 'track', ${soldTrack!.id}, 'commercial', 'Sold Track', 1, 9900) returning id`
  await sql`
    insert into public.licence_grants (number, order_id, order_item_id, track_id, licence, holder_name,
      holder_email, access_token)
    values ('KV-2026-FIXTURE1', ${order!.id}, ${privateItem!.id}, ${soldTrack!.id}, 'private', 'Buyer',
      'buyer@example.com', ${'t'.repeat(43)})`
  const [gearOrder] = await sql<{ id: string }[]>`
    insert into public.orders (email, name, subtotal_cents, total_cents, status, paid_at, fulfilled_at,
      has_shipping, shipped_at, shipping_carrier, tracking_number)
    values ('Buyer+Vinyl@Example.COM', 'Buyer', 19900, 19900, 'paid', now(), now(), true, now(),
      'DHL', '00340434161094042557')
    returning id`
  await sql`
    insert into public.order_items (order_id, kind, product_id, title, quantity, unit_price_cents)
    values (${gearOrder!.id}, 'product', ${activeProduct!.id}, 'Active Product', 1, 19900)`
  await sql`insert into public.stripe_events (id, type) values ('evt_fixture', 'checkout.session.completed')`

  const [contact] = await sql<{ id: string }[]>`
    insert into public.messages (kind, name, email, body) values ('contact', 'Ana', 'ana@example.com', 'Hola')
    returning id`
  const [booking] = await sql<{ id: string }[]>`
    insert into public.messages (kind, name, email, body)
    values ('booking', 'Club Nox', 'events@nox.example', 'Saturday night') returning id`
  await sql`
    insert into public.booking_requests (message_id, event_type, preferred_date)
    values (${booking!.id}, 'club', current_date + 60)`
  const [enquiry] = await sql<{ id: string }[]>`
    insert into public.messages (kind, name, email, body)
    values ('enquiry', 'Lia', 'lia@example.com', 'Mix my EP') returning id`
  await sql`
    insert into public.service_enquiries (message_id, service, genre) values (${enquiry!.id}, 'mixing', 'Techno')`
  await sql`
    insert into public.message_replies (message_id, author_id, body) values (${contact!.id}, ${owner.id}, 'Gracias')`
  await sql`
    insert into public.email_outbox (template, to_email, subject, html, text_body)
    values ('contact_confirmation', 'ana@example.com', 'Thanks', '<p>Thanks</p>', 'Thanks')`
  await sql`insert into public.rate_limits (bucket, window_start) values ('contact:ana@example.com', now())`
  await sql`
    insert into public.unmatched_payments (stripe_checkout_session_id, stripe_payment_intent_id,
      reason, amount_cents, currency, email)
    values ('cs_fixture_unmatched', 'pi_fixture_unmatched', 'unknown_order', 2900, 'EUR', 'x@example.com')`
  // A show offer for the booking (withdrawn, so that an admin may send another), a payment of it,
  // and a private session.
  const [offer] = await sql<{ id: string }[]>`
    insert into public.show_offers (message_id, token, status, locale, owner_name, owner_email,
      organiser_name, organiser_email, event_type, event_date, details, time_zone, currency,
      fee_cents, deposit_percent, deposit_cents, balance_cents, balance_due_on, contract_terms,
      document_sha256, expires_at, withdrawn_at)
    values (${booking!.id}, ${'T'.repeat(43)}, 'withdrawn', 'en', 'Kael Voss', 'hello@example.com',
      'Club Nox', 'events@nox.example', 'club', current_date + 60, 'Saturday night', 'Europe/Madrid',
      'EUR', 150000, 30, 45000, 105000, current_date + 57, 'Terms.', ${'a'.repeat(64)},
      now() + interval '14 days', now())
    returning id`
  await sql`
    insert into public.show_offer_payments (offer_id, kind, amount_cents, currency)
    values (${offer!.id}, 'deposit', 45000, 'EUR')`
  await sql`
    insert into public.session_bookings (token, name, email, locale, genre, details, hours,
      starts_at, ends_at, busy, amount_cents, currency, hold_expires_at)
    values (${'S'.repeat(43)}, 'Ada', 'ada@example.com', 'en', 'Techno', 'Mixdown help', 1,
      '2099-01-05 10:00+00', '2099-01-05 11:00+00', '[2099-01-05 10:00+00, 2099-01-05 11:30+00)',
      150000, 'EUR', now() + interval '30 minutes')`
  // A refund by line of the commercial licence, settled.
  await sql`
    insert into public.order_refunds (order_id, item_ids, amount_cents, currency, status,
      stripe_refund_id, completed_at)
    values (${order!.id}, ${[commercialItem!.id]}::uuid[], 9900, 'EUR', 'succeeded', 're_fixture',
      now())`
  // One code Stripe holds, one whose creation Stripe never confirmed (the only kind that deletes).
  await sql`
    insert into public.promotion_codes (code, percent_off, stripe_coupon_id, stripe_promotion_code_id)
    values ('WELCOME10', 10, 'coupon_fixture', 'promo_fixture')`
  await sql`insert into public.promotion_codes (code, amount_off_cents) values ('HALFBAKED', 500)`
  await sql`
    insert into storage.objects (bucket_id, name, metadata) values
      ('covers', 'fixture-cover.svg', '{"mimetype": "image/svg+xml"}'),
      ('tracks', 'sold-track.mp3', '{"mimetype": "audio/mpeg"}')`

  const mailing = await insertMailingFixtures(sql, owner.id)

  return {
    ...mailing,
    owner,
    fan,
    guardedAdmin,
    buyer,
    taggedBuyer,
    gearOrderId: gearOrder!.id,
    soldTrackId: soldTrack!.id,
    activeProductId: activeProduct!.id,
    orderId: order!.id,
    commercialItemId: commercialItem!.id,
    contactId: contact!.id,
    bookingId: booking!.id,
    offerId: offer!.id,
    enquiryId: enquiry!.id,
  }
}

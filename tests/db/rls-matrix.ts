import type { Fixtures } from './fixtures.ts'
import { mailingRlsMatrix } from './rls-matrix-mailing.ts'

export type { Fixtures }

export const ROLES = ['anon', 'fan', 'buyer', 'tagged', 'admin', 'service'] as const
export type MatrixRole = (typeof ROLES)[number]
export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const
export type Operation = (typeof OPERATIONS)[number]

/**
 * What a cell must do: a number is how many rows the statement sees or changes (0 = filtered by
 * RLS); 'ok' an insert that succeeds; 'denied' an insufficient-privilege or RLS-violation error.
 */
export type Outcome = number | 'ok' | 'denied'

export type TableCase = {
  table: string
  sql: Record<Operation, string>
  expect: Record<
    Operation,
    [anon: Outcome, fan: Outcome, buyer: Outcome, tagged: Outcome, admin: Outcome, service: Outcome]
  >
}

const D = 'denied' as const

/** Every table × role × operation: the access model of ARCHITECTURE.md, written down cell by cell. */
export function rlsMatrix(f: Fixtures): TableCase[] {
  return [
    {
      table: 'public.roles',
      sql: {
        select: 'select count(*)::int as n from public.roles',
        insert: `insert into public.roles (user_id, role) values ('${f.fan.id}', 'admin')`,
        update: 'update public.roles set role = role',
        delete: `delete from public.roles where user_id = '${f.owner.id}'`,
      },
      // The seed spec's admin check: a signed-in user reads their own role rows, nobody writes.
      expect: {
        select: [D, 0, 0, 0, 1, 2],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 2],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.settings',
      sql: {
        select: 'select count(*)::int as n from public.settings',
        insert: 'insert into public.settings (id) values (true) on conflict (id) do nothing',
        update: 'update public.settings set brand_name = brand_name',
        delete: 'delete from public.settings',
      },
      expect: {
        select: [1, 1, 1, 1, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, 0, 0, 0, 1, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.tracks',
      sql: {
        select: 'select count(*)::int as n from public.tracks',
        insert: `insert into public.tracks (slug, title, artist, genre, bpm, private_price_cents, commercial_price_cents)
                 values ('new-track', 'New', 'Kael Voss', 'Techno', 128, 1900, 7900)`,
        update: 'update public.tracks set title = title',
        delete: `delete from public.tracks where slug = 'draft-track'`,
      },
      expect: {
        select: [1, 1, 1, 1, 2, 2],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, 0, 0, 0, 2, 2],
        delete: [D, 0, 0, 0, 1, 1],
      },
    },
    {
      table: 'public.products',
      sql: {
        select: 'select count(*)::int as n from public.products',
        insert: `insert into public.products (slug, name, category, price_cents)
                 values ('new-product', 'New', 'cables', 900)`,
        update: 'update public.products set name = name',
        delete: `delete from public.products where slug = 'retired-product'`,
      },
      expect: {
        select: [1, 1, 1, 1, 2, 2],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, 0, 0, 0, 2, 2],
        delete: [D, 0, 0, 0, 1, 1],
      },
    },
    {
      table: 'public.gigs',
      sql: {
        select: 'select count(*)::int as n from public.gigs',
        insert: `insert into public.gigs (starts_on, venue, city, country)
                 values ('2099-06-01', 'Fabric', 'London', 'GB')`,
        update: 'update public.gigs set venue = venue',
        delete: "delete from public.gigs where venue = 'Tresor'",
      },
      // Everyone reads the dates; only admins (and the service role) change them.
      expect: {
        select: [1, 1, 1, 1, 1, 1],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, 0, 0, 0, 1, 1],
        delete: [D, 0, 0, 0, 1, 1],
      },
    },
    {
      table: 'public.orders',
      sql: {
        select: 'select count(*)::int as n from public.orders',
        insert: `insert into public.orders (email, name, subtotal_cents, total_cents)
                 values ('x@example.com', 'X', 100, 100)`,
        update: 'update public.orders set name = name',
        delete: `delete from public.orders where id = '${f.orderId}'`,
      },
      // A buyer reads the orders placed with their own address (any case, exactly: the +tag
      // order is the tagged account's alone); nobody but the service role writes one.
      expect: {
        select: [D, 0, 1, 1, 2, 2],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 2],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.order_items',
      sql: {
        select: 'select count(*)::int as n from public.order_items',
        insert: `insert into public.order_items (order_id, kind, product_id, title, quantity, unit_price_cents)
                 values ('${f.orderId}', 'product', '${f.activeProductId}', 'Active Product', 1, 19900)`,
        update: 'update public.order_items set title = title',
        delete: `delete from public.order_items where id = '${f.commercialItemId}'`,
      },
      expect: {
        select: [D, 0, 2, 1, 3, 3],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 3],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.licence_grants',
      sql: {
        select: 'select count(*)::int as n from public.licence_grants',
        insert: `insert into public.licence_grants (number, order_id, order_item_id, track_id, licence,
                   holder_name, holder_email, access_token)
                 values ('KV-2026-FIXTURE2', '${f.orderId}', '${f.commercialItemId}', '${f.soldTrackId}',
                   'commercial', 'Buyer', 'buyer@example.com', '${'u'.repeat(43)}')`,
        update: 'update public.licence_grants set downloads_left = downloads_left',
        delete: 'delete from public.licence_grants',
      },
      // A buyer reads their licences but cannot give themselves downloads (only admins update).
      expect: {
        select: [D, 0, 1, 0, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, 0, 0, 0, 1, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.stripe_events',
      sql: {
        select: 'select count(*)::int as n from public.stripe_events',
        insert: `insert into public.stripe_events (id, type) values ('evt_new', 'charge.refunded')`,
        update: 'update public.stripe_events set processed_at = now()',
        delete: 'delete from public.stripe_events',
      },
      expect: {
        select: [D, D, D, D, D, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.messages',
      sql: {
        select: 'select count(*)::int as n from public.messages',
        insert: `insert into public.messages (kind, name, email, body)
                 values ('contact', 'Eve', 'eve@example.com', 'Hi')`,
        update: 'update public.messages set read_at = now()',
        delete: 'delete from public.messages',
      },
      expect: {
        select: [D, 0, 0, 0, 3, 3],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, 0, 0, 0, 3, 3],
        delete: [D, 0, 0, 0, 3, 3],
      },
    },
    {
      table: 'public.booking_requests',
      sql: {
        select: 'select count(*)::int as n from public.booking_requests',
        insert: `insert into public.booking_requests (message_id, event_type, preferred_date)
                 values ('${f.contactId}', 'festival', current_date + 90)`,
        update: 'update public.booking_requests set quote_cents = 60000',
        delete: 'delete from public.booking_requests',
      },
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, 0, 0, 0, 1, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.service_enquiries',
      sql: {
        select: 'select count(*)::int as n from public.service_enquiries',
        insert: `insert into public.service_enquiries (message_id, service, genre)
                 values ('${f.contactId}', 'mastering', 'House')`,
        update: 'update public.service_enquiries set hours = hours',
        delete: 'delete from public.service_enquiries',
      },
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.message_replies',
      sql: {
        select: 'select count(*)::int as n from public.message_replies',
        insert: `insert into public.message_replies (message_id, author_id, body)
                 values ('${f.bookingId}', auth.uid(), 'Thanks, here is a quote')`,
        update: 'update public.message_replies set body = body',
        delete: 'delete from public.message_replies',
      },
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.email_outbox',
      sql: {
        select: 'select count(*)::int as n from public.email_outbox',
        insert: `insert into public.email_outbox (template, to_email, subject, html, text_body)
                 values ('reply', 'ana@example.com', 'Re: Hola', '<p>Hola</p>', 'Hola')`,
        update: 'update public.email_outbox set attempts = attempts',
        delete: 'delete from public.email_outbox',
      },
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.unmatched_payments',
      sql: {
        select: 'select count(*)::int as n from public.unmatched_payments',
        insert: `insert into public.unmatched_payments (stripe_checkout_session_id, reason,
                   amount_cents, currency) values ('cs_new_unmatched', 'order_closed', 100, 'EUR')`,
        update: "update public.unmatched_payments set refund_status = 'refunded'",
        delete: 'delete from public.unmatched_payments',
      },
      // Money no order could take: the functions (service role) keep and refund it; admins read.
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.promotion_codes',
      sql: {
        select: 'select count(*)::int as n from public.promotion_codes',
        insert: `insert into public.promotion_codes (code, percent_off) values ('SPRING20', 20)`,
        update: 'update public.promotion_codes set active = active',
        delete: 'delete from public.promotion_codes',
      },
      // The owner's codes: admins manage them (deleting only what Stripe never created); visitors
      // reach a code only through checkout's lookup function.
      expect: {
        select: [D, 0, 0, 0, 2, 2],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, 0, 0, 0, 2, 2],
        delete: [D, 0, 0, 0, 1, 2],
      },
    },
    {
      table: 'public.booking_settings',
      sql: {
        select: 'select count(*)::int as n from public.booking_settings',
        insert:
          'insert into public.booking_settings (id) values (true) on conflict (id) do nothing',
        update: 'update public.booking_settings set deposit_percent = deposit_percent',
        delete: 'delete from public.booking_settings',
      },
      // Like the settings: public (the offer page's terms, the slot picker's hours), admins edit.
      expect: {
        select: [1, 1, 1, 1, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, 0, 0, 0, 1, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.show_offers',
      sql: {
        select: 'select count(*)::int as n from public.show_offers',
        insert: `insert into public.show_offers (message_id, token, locale, owner_name, owner_email,
                   organiser_name, organiser_email, event_type, event_date, details, time_zone,
                   currency, fee_cents, deposit_percent, deposit_cents, balance_cents, balance_due_on,
                   contract_terms, document_sha256, expires_at)
                 values ('${f.bookingId}', '${'U'.repeat(43)}', 'en', 'Kael Voss', 'hello@example.com',
                   'Club Nox', 'events@nox.example', 'club', current_date + 60, 'Saturday', 'UTC',
                   'EUR', 100000, 30, 30000, 70000, current_date + 57, 'Terms.', '${'b'.repeat(64)}',
                   now() + interval '14 days')`,
        update: 'update public.show_offers set status = status',
        delete: 'delete from public.show_offers',
      },
      // Admins send offers and withdraw them; visitors reach one only by its token, through the
      // site function's entry points; signing and payments are the service role's.
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, 0, 0, 0, 1, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.show_offer_payments',
      sql: {
        select: 'select count(*)::int as n from public.show_offer_payments',
        insert: `insert into public.show_offer_payments (offer_id, kind, amount_cents, currency)
                 values ('${f.offerId}', 'balance', 105000, 'EUR')`,
        update: "update public.show_offer_payments set status = 'expired'",
        delete: 'delete from public.show_offer_payments',
      },
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.session_bookings',
      sql: {
        select: 'select count(*)::int as n from public.session_bookings',
        insert: `insert into public.session_bookings (token, name, email, locale, genre, details,
                   hours, starts_at, ends_at, busy, amount_cents, currency, hold_expires_at)
                 values ('${'V'.repeat(43)}', 'Bo', 'bo@example.com', 'en', 'House', 'Help', 1,
                   '2099-02-01 10:00+00', '2099-02-01 11:00+00',
                   '[2099-02-01 10:00+00, 2099-02-01 11:00+00)', 150000, 'EUR', now())`,
        update: "update public.session_bookings set status = 'expired'",
        delete: 'delete from public.session_bookings',
      },
      // Booked, moved and cancelled through the site function's entry points (by the session's
      // link); confirmed by Stripe's webhook; admins read them.
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'public.rate_limits',
      sql: {
        select: 'select count(*)::int as n from public.rate_limits',
        insert: `insert into public.rate_limits (bucket, window_start) values ('contact:eve@example.com', now())`,
        update: 'update public.rate_limits set hits = hits + 1',
        delete: 'delete from public.rate_limits',
      },
      expect: {
        select: [D, D, D, D, D, 1],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
    {
      table: 'storage.objects',
      sql: {
        select: 'select count(*)::int as n from storage.objects',
        insert: `insert into storage.objects (bucket_id, name) values ('covers', 'new-cover.svg')`,
        update: 'update storage.objects set metadata = metadata',
        delete: `delete from storage.objects where name = 'fixture-cover.svg'`,
      },
      // Public buckets are read through public URLs, never through these policies.
      expect: {
        select: [0, 0, 0, 0, 2, 2],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [0, 0, 0, 0, 2, 2],
        delete: [0, 0, 0, 0, 1, 1],
      },
    },
    ...mailingRlsMatrix(f),
    {
      table: 'public.licence_tiers',
      sql: {
        select: 'select count(*)::int as n from public.licence_tiers',
        insert: `insert into public.licence_tiers (licence, files) values ('private', '{mp3}')
                 on conflict (licence) do nothing`,
        update: 'update public.licence_tiers set copies = copies',
        delete: 'delete from public.licence_tiers',
      },
      // Everyone reads the five tiers (/licenses); only admins change them; nobody adds or removes one.
      expect: {
        select: [5, 5, 5, 5, 5, 5],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, 0, 0, 0, 5, 5],
        delete: [D, D, D, D, D, 5],
      },
    },
    {
      table: 'public.download_log',
      sql: {
        select: 'select count(*)::int as n from public.download_log',
        insert: `insert into public.download_log (grant_id, order_id, format, channel)
                 select id, order_id, 'mp3', 'link' from public.licence_grants limit 1`,
        update: 'update public.download_log set format = format',
        delete: 'delete from public.download_log',
      },
      // Written by the download functions only; admins read it (dispute evidence); nobody edits it.
      expect: {
        select: [D, 0, 0, 0, 0, 0],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 0],
        delete: [D, D, D, D, D, 0],
      },
    },
    {
      table: 'public.checkout_recoveries',
      sql: {
        select: 'select count(*)::int as n from public.checkout_recoveries',
        insert: `insert into public.checkout_recoveries (order_id, email_key, stripe_checkout_session_id, recovery_url)
                 values ('${f.orderId}', 'buyer@example.com', 'cs_test_recovered', 'https://checkout.example/r')`,
        update: 'update public.checkout_recoveries set emailed_at = emailed_at',
        delete: 'delete from public.checkout_recoveries',
      },
      // The webhook's record of recovery emails (service role); admins read it.
      expect: {
        select: [D, 0, 0, 0, 0, 0],
        insert: [D, D, D, D, D, 'ok'],
        update: [D, D, D, D, D, 0],
        delete: [D, D, D, D, D, 0],
      },
    },
    {
      table: 'public.order_refunds',
      sql: {
        select: 'select count(*)::int as n from public.order_refunds',
        insert: `insert into public.order_refunds (order_id, item_ids, amount_cents, currency)
                 values ('${f.orderId}', array['${f.commercialItemId}']::uuid[], 100, 'EUR')`,
        update: 'update public.order_refunds set failure = failure',
        delete: 'delete from public.order_refunds',
      },
      // Refunds by line: admins start and settle them (the admin function, under RLS); nobody
      // else sees them, and none is ever deleted but by the service role.
      expect: {
        select: [D, 0, 0, 0, 1, 1],
        insert: [D, D, D, D, 'ok', 'ok'],
        update: [D, D, D, D, 1, 1],
        delete: [D, D, D, D, D, 1],
      },
    },
  ]
}

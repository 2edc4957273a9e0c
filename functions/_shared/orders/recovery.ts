import type { Tx } from '../db/request-context.ts'
import { fill } from '../email/format.ts'
import { type OutboundEmail, queueEmails } from '../email/outbox.ts'
import { renderEmail } from '../email/render.ts'
import type { CheckoutSessionFacts } from './checkout-session.ts'
import { orderTexts } from './emails/texts.ts'

/** One recovery email per address (its +tags folded) in this many days, whatever the checkout. */
export const RECOVERY_EMAIL_DAYS = 7

export type RecoveryOutcome =
  | { recovery: 'emailed' }
  | { recovery: 'no_consent' | 'no_link' | 'recently_emailed' | 'already_emailed' }

type ExpiredOrder = { id: string; email: string; name: string; locale: string }

/**
 * A Checkout Session expired unpaid. When the buyer agreed to hear from the seller
 * (`consent.promotions = opt_in`) and Stripe made a recovery link, they get one email with it;
 * never more than one per address a week. In the webhook's transaction, with the order's release.
 */
export async function emailRecoveryLink(
  tx: Tx,
  session: Pick<CheckoutSessionFacts, 'id' | 'consent' | 'after_expiration'>,
  order: ExpiredOrder,
): Promise<RecoveryOutcome> {
  if (session.consent?.promotions !== 'opt_in') return { recovery: 'no_consent' }
  const url = session.after_expiration?.recovery?.url
  if (!url) return { recovery: 'no_link' }
  const [folded] = await tx<{ key: string }[]>`
    select private.email_for_limits(${order.email}) as key`
  const key = folded?.key ?? order.email.toLowerCase()
  // Two checkouts of the same buyer expiring together must not both pass the weekly check.
  await tx`select pg_advisory_xact_lock(hashtext(${`recovery:${key}`}))`
  const [recent] = await tx`
    select 1 from public.checkout_recoveries
    where email_key = ${key}
      and emailed_at > now() - make_interval(days => ${RECOVERY_EMAIL_DAYS})`
  if (recent) return { recovery: 'recently_emailed' }
  const inserted = await tx`
    insert into public.checkout_recoveries (order_id, email_key, stripe_checkout_session_id, recovery_url)
    values (${order.id}, ${key}, ${session.id}, ${url})
    on conflict (order_id) do nothing
    returning id`
  if (inserted.length === 0) return { recovery: 'already_emailed' }
  const items = await tx<{ title: string }[]>`
    select title from public.order_items where order_id = ${order.id} order by kind desc, title`
  const [settings] = await tx<{ brand_name: string; contact_email: string }[]>`
    select brand_name, contact_email from public.settings`
  await queueEmails(tx, [
    recoveryEmail(
      order,
      url,
      items.map((item) => item.title),
      settings ?? null,
    ),
  ])
  return { recovery: 'emailed' }
}

function recoveryEmail(
  order: ExpiredOrder,
  url: string,
  titles: string[],
  settings: { brand_name: string; contact_email: string } | null,
): OutboundEmail {
  const t = orderTexts(order.locale)
  const brand = settings?.brand_name ?? ''
  const items = new Intl.ListFormat(order.locale, { type: 'conjunction' }).format(titles)
  return {
    dedupeKey: `order:${order.id}:recovery`,
    template: 'checkout_recovery',
    to: order.email,
    ...(settings ? { replyTo: settings.contact_email } : {}),
    ...renderEmail({
      lang: order.locale,
      brandName: brand,
      subject: fill(t.recovery_subject, { brand }),
      preheader: t.recovery_preheader,
      blocks: [
        { kind: 'paragraph', text: fill(t.recovery_intro, { name: order.name, items }) },
        { kind: 'button', label: t.recovery_button, href: url },
        { kind: 'note', text: t.recovery_note },
      ],
      footer: fill(t.recovery_footer, { brand }),
    }),
  }
}

/**
 * A session opened from a recovery link (`recovered_from`) was paid: its order, closed when the
 * first session expired, takes the new session and holds its gear and exclusive rights again, if
 * they are still there. Null when there is no such order or something in it is gone: the payment
 * is then kept and refunded like any payment no open order can take.
 */
export async function reviveRecoveredOrder(
  tx: Tx,
  session: Pick<CheckoutSessionFacts, 'id' | 'recovered_from'>,
): Promise<string | null> {
  if (!session.recovered_from) return null
  const [order] = await tx<{ id: string; has_shipping: boolean }[]>`
    select id, has_shipping from public.orders
    where stripe_checkout_session_id = ${session.recovered_from} and status = 'expired'
    for update`
  if (!order) return null
  const products = await tx<{ id: string; quantity: number; left: number }[]>`
    select p.id, i.quantity, p.stock - p.reserved as left
    from public.order_items as i join public.products as p on p.id = i.product_id
    where i.order_id = ${order.id}
    order by p.id
    for update of p`
  if (products.some((product) => product.left < product.quantity)) return null
  const exclusives = await tx<{ id: string; taken: boolean }[]>`
    select t.id, (t.exclusive_sold_at is not null or exists (
      select 1 from public.orders as o
      where o.id = t.exclusive_order_id and o.status = 'pending' and o.id <> ${order.id})) as taken
    from public.order_items as i join public.tracks as t on t.id = i.track_id
    where i.order_id = ${order.id} and i.licence = 'exclusive'
    order by t.id
    for update of t`
  if (exclusives.some((track) => track.taken)) return null
  for (const product of products) {
    await tx`update public.products set reserved = reserved + ${product.quantity} where id = ${product.id}`
  }
  for (const track of exclusives) {
    await tx`update public.tracks set exclusive_order_id = ${order.id} where id = ${track.id}`
  }
  await tx`
    update public.orders
    set status = 'pending', closed_at = null, stripe_checkout_session_id = ${session.id}
    where id = ${order.id}`
  return order.id
}

import { offerUrl } from '../../_shared/bookings/emails/offer-emails.ts'
import type { AdminOffer, MessageDetail } from '../../_shared/contract/admin/messages.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'

/** `balance_due_on` read as text (`yyyy-mm-dd`). */
type Row = Pick<
  TableRow<'show_offers'>,
  | 'id'
  | 'token'
  | 'status'
  | 'currency'
  | 'fee_cents'
  | 'deposit_percent'
  | 'deposit_cents'
  | 'balance_cents'
  | 'sent_at'
  | 'expires_at'
  | 'signer_name'
  | 'signed_at'
  | 'confirmed_at'
  | 'balance_paid_at'
  | 'balance_reminders'
  | 'set_starts_at'
  | 'set_ends_at'
  | 'time_zone'
> & { balance_due_on: string }

/** The booking's latest offer, as the inbox shows it; null when none was sent. */
export async function latestOffer(
  tx: Tx,
  messageId: string,
  siteUrl: string,
  now: Date,
): Promise<AdminOffer | null> {
  const [row] = await tx<Row[]>`
    select id, token, status, currency, fee_cents, deposit_percent, deposit_cents, balance_cents,
      balance_due_on::text as balance_due_on, sent_at, expires_at, signer_name, signed_at,
      confirmed_at, balance_paid_at, balance_reminders, set_starts_at, set_ends_at, time_zone
    from public.show_offers where message_id = ${messageId}
    order by sent_at desc limit 1`
  if (!row) return null
  const iso = (moment: Date | null) => moment?.toISOString() ?? null
  const open = row.status === 'sent' || row.status === 'signed'
  return {
    id: row.id,
    state: open && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.status,
    url: offerUrl(siteUrl, row.token),
    currency: row.currency,
    fee_cents: row.fee_cents,
    deposit_percent: row.deposit_percent,
    deposit_cents: row.deposit_cents,
    balance_cents: row.balance_cents,
    balance_due_on: row.balance_due_on,
    sent_at: row.sent_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    signer_name: row.signer_name,
    signed_at: iso(row.signed_at),
    deposit_paid_at: iso(row.confirmed_at),
    balance_paid_at: iso(row.balance_paid_at),
    balance_reminders: row.balance_reminders,
    set_starts_at: iso(row.set_starts_at),
    set_ends_at: iso(row.set_ends_at),
    time_zone: row.time_zone,
  }
}

/** The paid session an enquiry stands for (booked by slot), with its time and money; else null. */
export async function bookedSession(tx: Tx, messageId: string): Promise<MessageDetail['session']> {
  const [row] = await tx<
    (Pick<
      TableRow<'session_bookings'>,
      'starts_at' | 'ends_at' | 'status' | 'amount_cents' | 'currency' | 'refund_cents'
    > & { time_zone: string })[]
  >`
    select s.starts_at, s.ends_at, b.session_time_zone as time_zone, s.status, s.amount_cents,
      s.currency, s.refund_cents
    from public.session_bookings as s cross join public.booking_settings as b
    where s.message_id = ${messageId}`
  if (!row) return null
  return { ...row, starts_at: row.starts_at.toISOString(), ends_at: row.ends_at.toISOString() }
}

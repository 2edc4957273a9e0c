import { wallTimeAt } from '../../_shared/bookings/zoned-time.ts'
import type { Calendar, CalendarEntry, MoneyState } from '../../_shared/contract/admin/calendar.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { LeftJoined, TableRow } from '../../_shared/db/rows.ts'

/** A booking with its open offer, if any; the dates read as text (`yyyy-mm-dd`). */
type ShowRow = Pick<TableRow<'messages'>, 'name'> &
  Pick<
    TableRow<'booking_requests'>,
    'message_id' | 'event_type' | 'location' | 'status' | 'quote_cents'
  > &
  LeftJoined<
    Pick<
      TableRow<'show_offers'>,
      | 'time_zone'
      | 'set_starts_at'
      | 'set_ends_at'
      | 'fee_cents'
      | 'deposit_cents'
      | 'balance_cents'
      | 'confirmed_at'
      | 'balance_paid_at'
    >
  > & {
    preferred_date: string
    offer_id: string | null
    offer_status: TableRow<'show_offers'>['status'] | null
    balance_due_on: string | null
  }

type SessionRow = Pick<
  TableRow<'session_bookings'>,
  | 'id'
  | 'message_id'
  | 'name'
  | 'status'
  | 'hours'
  | 'starts_at'
  | 'ends_at'
  | 'amount_cents'
  | 'currency'
  | 'paid_at'
>

/**
 * Upcoming shows (quoted or confirmed) and private sessions (held or confirmed), from today, in
 * order, each with its money: the deposit and the balance of a show, a session's payment.
 * Under the admin's RLS.
 */
export async function calendar(tx: Tx, now: Date): Promise<Calendar> {
  const [settings] = await tx<{ currency: string; time_zone: string }[]>`
    select s.currency, b.session_time_zone as time_zone
    from public.settings as s cross join public.booking_settings as b`
  const zone = settings?.time_zone ?? 'UTC'
  const currency = settings?.currency ?? 'EUR'
  const today = wallTimeAt(now, zone).date
  const shows = await tx<ShowRow[]>`
    select m.id as message_id, m.name, b.event_type, b.preferred_date::text as preferred_date,
      b.location, b.status, b.quote_cents, o.id as offer_id, o.status as offer_status, o.time_zone,
      o.set_starts_at, o.set_ends_at, o.fee_cents, o.deposit_cents, o.balance_cents,
      o.balance_due_on::text as balance_due_on, o.confirmed_at, o.balance_paid_at
    from public.booking_requests as b
    join public.messages as m on m.id = b.message_id
    left join public.show_offers as o on o.message_id = b.message_id and o.status <> 'withdrawn'
    where b.status in ('quoted', 'confirmed') and b.preferred_date >= ${today}::date
    order by b.preferred_date, m.created_at`
  const sessions = await tx<SessionRow[]>`
    select id, message_id, name, status, hours, starts_at, ends_at, amount_cents, currency, paid_at
    from public.session_bookings
    where status in ('held', 'confirmed') and ends_at >= ${now}
    order by starts_at`

  const items: CalendarEntry[] = [
    ...shows.map((show) => showEntry(show, currency, zone, today)),
    ...sessions.map((session) => sessionEntry(session, zone)),
  ].sort(
    (a, b) =>
      (a.starts_at ?? `${a.day}T00`).localeCompare(b.starts_at ?? `${b.day}T00`) ||
      a.day.localeCompare(b.day),
  )

  // Confirmed shows whose balance has not arrived: the money the owner is waiting for.
  const owing = items.filter(
    (item) =>
      item.kind === 'show' && (item.money.balance === 'due' || item.money.balance === 'overdue'),
  )
  return {
    items,
    money_due: {
      currency,
      total_cents: owing.reduce(
        (sum, item) => sum + item.money.total_cents - item.money.paid_cents,
        0,
      ),
      shows: owing.length,
      next_due_on:
        owing
          .map((item) => item.money.balance_due_on)
          .filter((day): day is string => day !== null)
          .sort()[0] ?? null,
    },
  }
}

function showEntry(
  show: ShowRow,
  currency: string,
  ownerZone: string,
  today: string,
): CalendarEntry {
  const fee = show.fee_cents ?? show.quote_cents ?? 0
  const depositPaid = show.confirmed_at !== null
  const balancePaid = show.balance_paid_at !== null || (show.balance_cents ?? 0) === 0
  const paid =
    (depositPaid ? (show.deposit_cents ?? 0) : 0) +
    (show.balance_paid_at ? (show.balance_cents ?? 0) : 0)
  const balance: MoneyState | null = !show.offer_id
    ? null
    : balancePaid && depositPaid
      ? 'paid'
      : !depositPaid
        ? 'not_due'
        : show.balance_due_on && show.balance_due_on < today
          ? 'overdue'
          : 'due'
  return {
    kind: 'show',
    id: show.offer_id ?? show.message_id,
    message_id: show.message_id,
    name: show.name,
    day: show.preferred_date,
    starts_at: show.set_starts_at?.toISOString() ?? null,
    ends_at: show.set_ends_at?.toISOString() ?? null,
    time_zone: show.time_zone ?? ownerZone,
    status: show.status,
    event_type: show.event_type,
    location: show.location,
    hours: null,
    offer_status: show.offer_status,
    money: {
      currency,
      total_cents: fee,
      paid_cents: paid,
      deposit: show.offer_id ? (depositPaid ? 'paid' : 'due') : null,
      balance,
      balance_due_on: show.offer_id && (show.balance_cents ?? 0) > 0 ? show.balance_due_on : null,
    },
  }
}

function sessionEntry(session: SessionRow, zone: string): CalendarEntry {
  return {
    kind: 'session',
    id: session.id,
    message_id: session.message_id,
    name: session.name,
    day: wallTimeAt(session.starts_at, zone).date,
    starts_at: session.starts_at.toISOString(),
    ends_at: session.ends_at.toISOString(),
    time_zone: zone,
    status: session.status,
    event_type: null,
    location: null,
    hours: session.hours,
    offer_status: null,
    money: {
      currency: session.currency,
      total_cents: session.amount_cents,
      paid_cents: session.paid_at ? session.amount_cents : 0,
      deposit: null,
      balance: session.paid_at ? 'paid' : 'due',
      balance_due_on: null,
    },
  }
}

import type { Dashboard } from '../../_shared/contract/admin/dashboard.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { readRecentActivity } from './activity.ts'
import { dayRange } from './day-series.ts'
import { readSalesFigures } from './figures.ts'
import { readToShip } from './to-ship.ts'

/** The dashboard for the last `days` days up to `now`, read as the admin. */
export async function readDashboard(tx: Tx, now: Date, days: number): Promise<Dashboard> {
  const range = dayRange(now, days)
  const [settings] = await tx<{ currency: string }[]>`select currency from public.settings`
  if (!settings) throw new Error('Expected the settings row: were the migrations applied?')
  const sales = await readSalesFigures(tx, range, settings.currency)
  const [inbox] = await tx<{ unread_messages: number; open_bookings: number }[]>`
    select
      (select count(*)::integer from public.messages
        where read_at is null and archived_at is null) as unread_messages,
      (select count(*)::integer from public.booking_requests
        where status in ('new', 'quoted')) as open_bookings`
  return {
    range,
    revenue_cents: sales.revenue_cents,
    currency: settings.currency,
    orders: sales.orders,
    licences: sales.licences,
    top_tracks: sales.top_tracks,
    unread_messages: inbox?.unread_messages ?? 0,
    open_bookings: inbox?.open_bookings ?? 0,
    to_ship: await readToShip(tx),
    revenue_by_day: sales.revenue_by_day,
    recent_activity: await readRecentActivity(tx),
  }
}

import { Hono } from 'hono'
import { readBookingSettings } from '../../_shared/bookings/records.ts'
import { STANDARD_TERMS } from '../../_shared/bookings/texts/standard-terms.ts'
import {
  type AdminBookingSettings,
  BookingSettingsPatch,
} from '../../_shared/contract/admin/booking-settings.ts'
import { runAs, type Tx } from '../../_shared/db/request-context.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import type { AdminDeps } from '../deps.ts'
import type { AdminEnv } from '../guard.ts'

/** `GET` / `PATCH admin/booking-settings`, as the signed-in admin under RLS. */
export function bookingSettingsRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()

  routes.get('/booking-settings', async (c) =>
    c.json(await runAs(deps.sql, c.get('identity'), readAdminBookingSettings)),
  )
  routes.patch('/booking-settings', async (c) => {
    const patch = await readJson(c, BookingSettingsPatch)
    return c.json(
      await runAs(deps.sql, c.get('identity'), async (tx) => {
        const entries = Object.entries(patch).filter(([, value]) => value !== undefined)
        if (entries.length > 0) {
          const values = Object.fromEntries(
            entries.map(([key, value]) => [
              key,
              typeof value === 'object' ? tx.json(value as Parameters<Tx['json']>[0]) : value,
            ]),
          )
          await tx`update public.booking_settings set ${tx(values)} where id`
        }
        return readAdminBookingSettings(tx)
      }),
    )
  })
  return routes
}

async function readAdminBookingSettings(tx: Tx): Promise<AdminBookingSettings> {
  const settings = await readBookingSettings(tx)
  const [row] = await tx<{ updated_at: Date }[]>`select updated_at from public.booking_settings`
  return {
    ...settings,
    standard_terms: STANDARD_TERMS,
    updated_at: row?.updated_at.toISOString() ?? new Date(0).toISOString(),
  }
}

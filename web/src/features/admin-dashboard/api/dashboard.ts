import {
  DASHBOARD_DAYS,
  DASHBOARD_DAYS_DEFAULT,
  type Dashboard,
} from '@contract/admin/dashboard.ts'
import useSWR from 'swr'
import { useAdminPollMs } from '@/lib/admin/live'
import { adminGet } from '@/lib/admin-api'

// `GET admin/dashboard?days=7|30|90`: the figures of the last days, and what happened lately.

export { DASHBOARD_DAYS, DASHBOARD_DAYS_DEFAULT }
export type Days = (typeof DASHBOARD_DAYS)[number]

/** The period in the address (`?days=`), or the default when it is not one the API takes. */
export function daysFrom(text: string): Days {
  const days = Number(text)
  return (DASHBOARD_DAYS as readonly number[]).includes(days)
    ? (days as Days)
    : DASHBOARD_DAYS_DEFAULT
}

export function useDashboard(days: Days) {
  return useSWR(`admin/dashboard?days=${days}`, adminGet<Dashboard>, {
    refreshInterval: useAdminPollMs(),
  })
}

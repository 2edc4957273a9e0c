import type { Calendar } from '@contract/admin/calendar.ts'
import useSWR from 'swr'
import { useAdminPollMs } from '@/lib/admin/live'
import { adminGet } from '@/lib/admin-api'

// `GET admin/calendar`, read for what confirmed shows still owe (the calendar lists the rest).
export function useMoneyDue() {
  return useSWR('admin/calendar', adminGet<Calendar>, { refreshInterval: useAdminPollMs() })
}

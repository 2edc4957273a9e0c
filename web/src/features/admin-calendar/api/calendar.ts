import type { Calendar } from '@contract/admin/calendar.ts'
import useSWR from 'swr'
import { useAdminPollMs } from '@/lib/admin/live'
import { adminGet } from '@/lib/admin-api'

// `GET admin/calendar`: upcoming shows and private sessions with their money, and what is owed.
export const calendarKey = 'admin/calendar'

export function useCalendar() {
  return useSWR(calendarKey, adminGet<Calendar>, { refreshInterval: useAdminPollMs() })
}

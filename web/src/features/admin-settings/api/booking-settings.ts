import type {
  AdminBookingSettings,
  BookingSettingsPatch,
} from '@contract/admin/booking-settings.ts'
import useSWR from 'swr'
import { adminGet, adminRequest } from '@/lib/admin-api'

// `GET` / `PATCH admin/booking-settings`: how show offers and private sessions close on the site.

export const bookingSettingsKey = 'admin/booking-settings'

export function useBookingSettings() {
  return useSWR(bookingSettingsKey, adminGet<AdminBookingSettings>)
}

export const updateBookingSettings = (patch: BookingSettingsPatch) =>
  adminRequest<AdminBookingSettings>('booking-settings', { method: 'PATCH', body: patch })

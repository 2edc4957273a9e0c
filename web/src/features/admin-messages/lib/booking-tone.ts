import type { BookingStatus } from '@contract/admin/messages.ts'

/**
 * The badge style of a booking status: new ones wait for the owner, confirmed and completed went
 * well, declined and cancelled did not. The status is always written out too.
 */
export function bookingBadgeClass(status: BookingStatus): string {
  switch (status) {
    case 'new':
      return 'admin-badge admin-badge--warn'
    case 'confirmed':
    case 'completed':
      return 'admin-badge admin-badge--good'
    case 'declined':
    case 'cancelled':
      return 'admin-badge admin-badge--bad'
    default:
      return 'admin-badge'
  }
}

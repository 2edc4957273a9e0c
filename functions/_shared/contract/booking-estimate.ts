export type BookingRates = {
  dj_show_cents: number
  dj_show_block_hours: number
}

/**
 * The estimate shown to an organiser and sent with the confirmation: the DJ show rate per block
 * of hours (600 EUR per 2-hour session by default), plus travel and expenses, which are quoted
 * separately. A set of 3 hours counts as two blocks.
 */
export function estimateBookingCents(setHours: number | undefined, rates: BookingRates): number {
  const hours = setHours ?? rates.dj_show_block_hours
  const blocks = Math.max(1, Math.ceil(hours / rates.dj_show_block_hours))
  return blocks * rates.dj_show_cents
}

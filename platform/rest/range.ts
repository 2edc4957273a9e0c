import { restErrors } from './errors.ts'

/** Supabase's default "Max rows" API setting: PostgREST's db-max-rows. */
export const MAX_ROWS = 1000

export type Page = { offset: number; limit: number }

/**
 * The rows to return: the `Range` header (`0-9`, `items=0-9`, `5-`) intersected with `offset` and
 * `limit`, capped at MAX_ROWS, as PostgREST does.
 */
export function pageOf(
  rangeHeader: string | undefined,
  offset: number | null,
  limit: number | null,
): Page {
  let from = 0
  let to = Number.POSITIVE_INFINITY
  const match = rangeHeader ? /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(rangeHeader) : null
  if (match) {
    from = Number(match[1])
    to = match[2] ? Number(match[2]) : Number.POSITIVE_INFINITY
    if (from > to) {
      throw restErrors.rangeNotSatisfiable(
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      )
    }
  }
  if (offset !== null) from = Math.max(from, offset)
  if (limit !== null) to = Math.min(to, (offset ?? 0) + limit - 1)
  return { offset: from, limit: Math.max(0, Math.min(to - from + 1, MAX_ROWS)) }
}

/**
 * PostgREST's Content-Range (`0-24/*`, `0-24/3573`, `*\/0`) and status: 206 when an exact count
 * shows the page is part of the result, 416 when the offset lies past its end.
 */
export function contentRange(page: Page, rows: number, total: number | null) {
  const lower = page.offset
  const upper = lower + rows - 1
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*'
  const header = `${range}/${total ?? '*'}`
  if (total === null) return { header, status: 200 as const }
  if (lower > total) {
    throw restErrors.rangeNotSatisfiable(
      `An offset of ${lower} was requested, but there are only ${total} rows.`,
    )
  }
  return { header, status: upper - lower + 1 < total ? (206 as const) : (200 as const) }
}

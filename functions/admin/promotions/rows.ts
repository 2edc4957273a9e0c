import type { AdminPromotionCode } from '../../_shared/contract/admin/promotions.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { AppError } from '../../_shared/http/errors.ts'

/** Runs work in one transaction as the caller (the admin), or as the service role (the seed). */
export type RunInTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>

/** Every column of the code (`c.*`), with its paid orders counted. */
type Row = TableRow<'promotion_codes'> & { times_redeemed: number }

/** The codes Stripe holds, newest first, each with its paid orders. Half-created rows are left out. */
export async function listPromotionCodes(tx: Tx): Promise<AdminPromotionCode[]> {
  const rows = await tx<Row[]>`
    select c.*, (
      select count(*)::integer from public.orders as o
      where o.promotion_code_id = c.id and o.status in ('paid', 'refunded')
    ) as times_redeemed
    from public.promotion_codes as c
    where c.stripe_promotion_code_id is not null
    order by c.created_at desc, c.code`
  return rows.map(toAdminPromotionCode)
}

/** One code as the admin sees it; 404 when there is none (or Stripe does not hold it yet). */
export async function readPromotionCode(tx: Tx, id: string): Promise<AdminPromotionCode> {
  const [row] = await tx<Row[]>`
    select c.*, (
      select count(*)::integer from public.orders as o
      where o.promotion_code_id = c.id and o.status in ('paid', 'refunded')
    ) as times_redeemed
    from public.promotion_codes as c
    where c.id = ${id} and c.stripe_promotion_code_id is not null`
  if (!row) throw promotionCodeNotFound()
  return toAdminPromotionCode(row)
}

/** Stripe's id of one code (`promo_…`), for the calls that change it; 404 when there is none. */
export async function readStripePromotionCodeId(tx: Tx, id: string): Promise<string> {
  const [row] = await tx<{ stripe_promotion_code_id: string | null }[]>`
    select stripe_promotion_code_id from public.promotion_codes where id = ${id}`
  if (!row?.stripe_promotion_code_id) throw promotionCodeNotFound()
  return row.stripe_promotion_code_id
}

function toAdminPromotionCode(row: Row): AdminPromotionCode {
  return {
    id: row.id,
    code: row.code,
    percent_off: row.percent_off,
    amount_off_cents: row.amount_off_cents,
    currency: row.currency,
    expires_at: row.expires_at?.toISOString() ?? null,
    max_redemptions: row.max_redemptions,
    active: row.active,
    times_redeemed: row.times_redeemed,
    created_at: row.created_at.toISOString(),
  }
}

export function promotionCodeNotFound() {
  return new AppError('promotion_code_not_found', 'No promotion code has this id.')
}

import type { Tx } from '../db/request-context.ts'

/**
 * Locks the order's products in id order first: two transactions touching the same products
 * then always queue in the same order and cannot deadlock.
 */
async function lockOrderProducts(tx: Tx, orderId: string): Promise<void> {
  await tx`
    select p.id from public.products as p
    join public.order_items as i on i.product_id = p.id
    where i.order_id = ${orderId}
    order by p.id
    for update of p`
}

/** Gives back the units an unpaid order held. */
export async function releaseReservedStock(tx: Tx, orderId: string): Promise<void> {
  await lockOrderProducts(tx, orderId)
  // greatest(): an admin may have edited stock meanwhile; a check violation here would make the
  // event fail for ever, and the counts are the owner's to correct, not the buyer's problem.
  await tx`
    update public.products as p
    set reserved = greatest(p.reserved - i.quantity, 0)
    from public.order_items as i
    where i.order_id = ${orderId} and i.product_id = p.id`
}

/** Turns the units a paid order held into sold units: out of stock and out of the reservation. */
export async function commitReservedStock(tx: Tx, orderId: string): Promise<void> {
  await lockOrderProducts(tx, orderId)
  await tx`
    update public.products as p
    set stock = greatest(p.stock - i.quantity, 0), reserved = greatest(p.reserved - i.quantity, 0)
    from public.order_items as i
    where i.order_id = ${orderId} and i.product_id = p.id`
}

/** An unpaid order's hold on exclusive rights ends with it: they are for sale again. */
export async function releaseExclusiveHolds(tx: Tx, orderId: string): Promise<void> {
  await tx`
    update public.tracks set exclusive_order_id = null
    where exclusive_order_id = ${orderId} and exclusive_sold_at is null`
}

/**
 * A refunded exclusive licence is revoked: the rights go back to the owner and the track is on
 * sale again (the unique index on exclusive grants ignores revoked ones).
 */
export async function reopenExclusives(tx: Tx, orderId: string): Promise<void> {
  await tx`
    update public.tracks set exclusive_order_id = null, exclusive_sold_at = null
    where exclusive_order_id = ${orderId}`
}

import type Stripe from 'stripe'
import type { OrderView } from '../../_shared/contract/checkout.ts'
import { runAs, type Sql } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { afterFulfilment } from '../../_shared/orders/after-fulfilment.ts'
import { isPaid } from '../../_shared/orders/checkout-session.ts'
import { fulfil } from '../../_shared/orders/fulfil.ts'
import { recordInvoice } from '../../_shared/orders/invoice.ts'
import { release } from '../../_shared/orders/release.ts'
import type { SiteDeps } from '../deps.ts'
import { OrderRecord, toOrderView } from './order-view.ts'

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/

/**
 * The order behind a Checkout Session, for the payment-success page. While it is pending, Stripe
 * is asked directly: a paid session is fulfilled (the same exactly-once fulfilment the webhook
 * runs), so the page does not wait for the webhook; an expired one gives its stock back.
 */
export async function orderBySession(deps: SiteDeps, sessionId: string): Promise<OrderView> {
  if (!SESSION_ID.test(sessionId)) throw orderNotFound()
  let record = await readOrder(deps.sql, sessionId)
  if (!record) throw orderNotFound()
  if (record.status === 'pending') {
    const settled = await settleWithStripe(deps, sessionId, record.id)
    if (settled) record = (await readOrder(deps.sql, sessionId)) ?? record
  }
  return toOrderView(record, deps.env, sessionId)
}

/** True when the order may have changed. Failures are logged, not shown: the webhook catches up. */
async function settleWithStripe(deps: SiteDeps, sessionId: string, orderId: string) {
  let session: Stripe.Checkout.Session
  try {
    session = await deps.stripe.checkout.sessions.retrieve(sessionId)
  } catch (error) {
    console.error(`Could not check Checkout Session ${sessionId} with Stripe`, error)
    return false
  }
  try {
    if (isPaid(session)) {
      await afterFulfilment(deps, await fulfil(deps, sessionId, session))
      return true
    }
    if (session.status === 'expired') {
      await release(deps, orderId, 'expired')
      return true
    }
  } catch (error) {
    console.error(`Could not settle order ${orderId} from its Checkout Session`, error)
  }
  return false
}

async function readOrder(sql: Sql, sessionId: string): Promise<OrderRecord | null> {
  const [row] = await runAs(
    sql,
    { role: 'anon' },
    (tx) =>
      tx<{ order: unknown }[]>`select private.order_by_checkout_session(${sessionId}) as order`,
  )
  return row?.order ? OrderRecord.parse(row.order) : null
}

function orderNotFound() {
  return new AppError('order_not_found', 'No order belongs to this checkout session.')
}

/**
 * Stripe's invoice of the order behind a Checkout Session: its PDF link, fetched from Stripe the
 * first time and recorded. 404 `order_not_found` when the order is unpaid or has no invoice.
 */
export async function invoiceBySession(deps: SiteDeps, sessionId: string): Promise<string> {
  if (!SESSION_ID.test(sessionId)) throw orderNotFound()
  const [row] = await runAs(
    deps.sql,
    { role: 'anon' },
    (tx) => tx<{ order_id: string; invoice_pdf_url: string | null }[]>`
      select order_id, invoice_pdf_url from private.invoice_by_checkout_session(${sessionId})`,
  )
  if (!row) throw orderNotFound()
  if (row.invoice_pdf_url) return row.invoice_pdf_url
  let url: string | null
  try {
    url = await recordInvoice(deps, row.order_id)
  } catch (error) {
    console.error(`Could not read the invoice of order ${row.order_id} from Stripe`, error)
    throw new AppError(
      'payment_provider_unavailable',
      'The invoice could not be fetched from the payment provider. Try again in a moment.',
    )
  }
  if (!url) throw orderNotFound()
  return url
}

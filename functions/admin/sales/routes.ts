import { Hono } from 'hono'
import {
  OrderExportQuery,
  OrderListQuery,
  type ResendQueued,
  ShipmentInput,
} from '../../_shared/contract/admin/sales.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import type { AdminDeps } from '../deps.ts'
import { type AdminEnv, runAsAdmin } from '../guard.ts'
import { readOrderDetail } from './detail.ts'
import { salesCsv, salesCsvFilename } from './export.ts'
import { listOrders } from './list.ts'
import { orderId, parseQuery } from './query.ts'
import { readRefundableOrder, requestRefund } from './refund.ts'
import { readRefundInput, refundLines } from './refund-route.ts'
import { queueBuyerEmailAgain } from './resend.ts'
import { recordShipment } from './shipment.ts'

/** Sales: the orders list, its CSV export, one order, and what an admin may do to it. */
export function ordersRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const asAdmin = runAsAdmin(deps)

  routes.get('/orders', async (c) => {
    const query = parseQuery(OrderListQuery, c.req.query())
    return c.json(await asAdmin(c, (tx) => listOrders(tx, query)))
  })

  // Before `/orders/:id`, which would otherwise take `export.csv` for an id.
  routes.get('/orders/export.csv', async (c) => {
    const filters = parseQuery(OrderExportQuery, c.req.query())
    const csv = await asAdmin(c, (tx) => salesCsv(tx, filters))
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${salesCsvFilename(deps.now())}"`,
      'Cache-Control': 'no-store',
      // The admin panel fetches this with its token from another origin: let it read the name.
      'Access-Control-Expose-Headers': 'Content-Disposition',
    })
  })

  routes.get('/orders/:id', async (c) => {
    const id = orderId(c.req.param('id'))
    return c.json(await asAdmin(c, (tx) => readOrderDetail(tx, id)))
  })

  routes.post('/orders/:id/resend', async (c) => {
    const id = orderId(c.req.param('id'))
    await asAdmin(c, (tx) => queueBuyerEmailAgain(tx, deps.env, id, deps.now()))
    // Committed: the outbox may send it now.
    deps.kickOutbox?.()
    return c.json({ queued: true } satisfies ResendQueued, 202)
  })

  routes.post('/orders/:id/refund', async (c) => {
    const id = orderId(c.req.param('id'))
    const { items } = await readRefundInput(c)
    if (items) return c.json(await refundLines(deps, c, id, items), 202)
    // The transaction ends before Stripe is called: its webhook needs the database meanwhile.
    const order = await asAdmin(c, (tx) => readRefundableOrder(tx, id))
    return c.json(await requestRefund(deps.stripe, order), 202)
  })

  routes.post('/orders/:id/shipment', async (c) => {
    const id = orderId(c.req.param('id'))
    const input = await readJson(c, ShipmentInput)
    const shipment = await asAdmin(c, (tx) => recordShipment(tx, id, input))
    // Committed with the shipment: the buyer's email may go now.
    deps.kickOutbox?.()
    return c.json(shipment, 201)
  })

  return routes
}

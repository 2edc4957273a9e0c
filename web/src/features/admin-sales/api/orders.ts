import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminShipment,
  RefundInput,
  RefundStarted,
  ResendQueued,
  ShipmentInput,
} from '@contract/admin/sales.ts'
import useSWR from 'swr'
import { useAdminPollMs } from '@/lib/admin/live'
import { listKey, queryOf } from '@/lib/admin/use-address-query'
import { adminDownload, adminGet, adminRequest } from '@/lib/admin-api'

// Sales: `admin/orders` (list, CSV export), `admin/orders/{id}`, its resend, refund and shipment.

export const ORDERS_PAGE_SIZE = 25

export type OrderFilters = {
  status: string
  shipping: string
  from: string
  to: string
  q: string
}

export function useOrders(filters: OrderFilters, offset: number) {
  return useSWR(
    listKey('orders', { ...filters, limit: ORDERS_PAGE_SIZE, offset }),
    adminGet<AdminOrderList>,
    { refreshInterval: useAdminPollMs() },
  )
}

export const orderKey = (id: string) => `admin/orders/${encodeURIComponent(id)}`

/** One order; `refreshMs` re-reads it while something is on its way (a refund's webhook). */
export function useOrder(id: string, refreshMs = 0) {
  return useSWR(orderKey(id), adminGet<AdminOrderDetail>, { refreshInterval: refreshMs })
}

/** Every order matching the filters, as the server's CSV file. */
export function downloadOrdersCsv(filters: OrderFilters) {
  return adminDownload(`orders/export.csv?${queryOf(filters)}`)
}

export const resendOrderEmail = (id: string) =>
  adminRequest<ResendQueued>(`orders/${encodeURIComponent(id)}/resend`, { method: 'POST' })

/** Refunds the chosen lines of an order (their licences revoked, their gear restocked or returned). */
export const refundOrder = (id: string, items: string[]) =>
  adminRequest<RefundStarted>(`orders/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: { items } satisfies RefundInput,
  })

export const recordShipment = (id: string, input: ShipmentInput) =>
  adminRequest<AdminShipment>(`orders/${encodeURIComponent(id)}/shipment`, {
    method: 'POST',
    body: input,
  })

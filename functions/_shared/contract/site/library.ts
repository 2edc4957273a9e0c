import { z } from 'zod'
import { Licence, OrderItemView, OrderLicenceView } from '../checkout.ts'
import { LicenceFile } from '../licence-files.ts'

// The buyer library (`site/me/…`, a signed-in buyer): every paid or refunded order placed with the
// buyer's verified email, with fresh downloads, certificates and the gear's shipment.

export const LIBRARY_ORDER_STATUSES = ['paid', 'refunded'] as const

export const LibraryDownloadView = z.strictObject({
  /**
   * `POST site/me/downloads/{grant_id}?format=` answers a 60-second link to this file, as often
   * as the buyer asks: downloads from the library are not counted.
   */
  grant_id: z.uuid(),
  title: z.string(),
  artist: z.string(),
  licence: Licence,
  /** One entry per file of the licence; spend it with `?format=`. */
  format: LicenceFile,
  /** What the order email's link for this file has left (of 5); the library has no limit. */
  downloads_left: z.number().int().min(0),
  /** Refunded: the licence is revoked and nothing can be downloaded. */
  revoked: z.boolean(),
})
export type LibraryDownloadView = z.infer<typeof LibraryDownloadView>

/** The gear of an order: paid and waiting to ship, or shipped with its carrier and tracking. */
export const LibraryShipmentView = z.strictObject({
  status: z.enum(['to_ship', 'shipped']),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.url().nullable(),
  shipped_at: z.iso.datetime({ offset: true }).nullable(),
})
export type LibraryShipmentView = z.infer<typeof LibraryShipmentView>

export const LibraryOrderView = z.strictObject({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(LIBRARY_ORDER_STATUSES),
  placed_at: z.iso.datetime({ offset: true }),
  items: z.array(OrderItemView),
  total: z.number().int(),
  currency: z.string().length(3),
  downloads: z.array(LibraryDownloadView),
  /** Certificates of licences still valid (a refund revokes them). */
  licences: z.array(OrderLicenceView),
  /** Null when the order holds no gear. */
  shipment: LibraryShipmentView.nullable(),
})
export type LibraryOrderView = z.infer<typeof LibraryOrderView>

/** `GET site/me/orders`: newest first. */
export const LibraryView = z.strictObject({
  email: z.string(),
  orders: z.array(LibraryOrderView),
})
export type LibraryView = z.infer<typeof LibraryView>

/** `POST site/me/downloads/{grant_id}`: the file's link, valid for 60 seconds. */
export const LibraryDownloadLink = z.strictObject({
  url: z.url(),
  /** The order email's link's downloads left: unchanged by a library download. */
  downloads_left: z.number().int().min(0),
})
export type LibraryDownloadLink = z.infer<typeof LibraryDownloadLink>

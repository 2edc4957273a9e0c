import { randomBytes } from 'node:crypto'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Prefixes Stripe uses for each object type (test mode where Stripe marks it). */
export const ID_PREFIX = {
  checkoutSession: 'cs_test_',
  paymentIntent: 'pi_',
  charge: 'ch_',
  refund: 're_',
  event: 'evt_',
  lineItem: 'li_',
  price: 'price_',
  product: 'prod_',
  paymentMethod: 'pm_',
  balanceTransaction: 'txn_',
  shippingRate: 'shr_',
  promotionCode: 'promo_',
  request: 'req_',
} as const

export function randomToken(length: number): string {
  let token = ''
  for (const byte of randomBytes(length)) token += BASE62[byte % BASE62.length]
  return token
}

export function newId(prefix: string, length = 24): string {
  return `${prefix}${randomToken(length)}`
}

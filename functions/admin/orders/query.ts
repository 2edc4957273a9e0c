import { AppError } from '../../_shared/http/errors.ts'

export { parseQuery } from '../../_shared/http/query.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The `:id` of an order route; anything but a UUID cannot be an order, so it is not found. */
export function orderId(value: string): string {
  if (!UUID.test(value)) throw orderNotFound()
  return value.toLowerCase()
}

export function orderNotFound() {
  return new AppError('order_not_found', 'There is no such order.')
}

export function orderNotPaid(status: string) {
  return new AppError('order_not_paid', `Only a paid order allows this; this one is ${status}.`)
}

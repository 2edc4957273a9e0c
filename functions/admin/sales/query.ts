import { AppError } from '../../_shared/http/errors.ts'
import { uuidParam } from '../../_shared/http/params.ts'

export { parseQuery } from '../../_shared/http/query.ts'

/** The `:id` of an order route; anything but a UUID cannot be an order, so it is not found. */
export function orderId(value: string): string {
  return uuidParam(value, orderNotFound)
}

export function orderNotFound() {
  return new AppError('order_not_found', 'There is no such order.')
}

export function orderNotPaid(status: string) {
  return new AppError('order_not_paid', `Only a paid order allows this; this one is ${status}.`)
}

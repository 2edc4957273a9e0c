import { AppError } from '../../_shared/http/errors.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function messageNotFound(): AppError {
  return new AppError('message_not_found', 'There is no such message. It may have been deleted.')
}

/** The `:id` of a message route; anything that is not a UUID names no message. */
export function messageId(param: string): string {
  if (!UUID.test(param)) throw messageNotFound()
  return param.toLowerCase()
}

export { parseQuery } from '../../_shared/http/query.ts'

import { AppError } from '../../_shared/http/errors.ts'
import { uuidParam } from '../../_shared/http/params.ts'

export function messageNotFound(): AppError {
  return new AppError('message_not_found', 'There is no such message. It may have been deleted.')
}

/** The `:id` of a message route; anything that is not a UUID names no message. */
export function messageId(param: string): string {
  return uuidParam(param, messageNotFound)
}

export { parseQuery } from '../../_shared/http/query.ts'

import { invalidRequest } from '../errors.ts'
import type { ParamReader } from '../params.ts'

export interface ListObject<T> {
  object: 'list'
  data: T[]
  has_more: boolean
  url: string
}

export interface PageRequest {
  limit: number
  startingAfter?: string
  endingBefore?: string
}

export const PAGE_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand'] as const

export function readPageRequest(reader: ParamReader): PageRequest {
  return {
    limit: reader.integer('limit', { min: 1, max: 100 }) ?? 10,
    startingAfter: reader.string('starting_after'),
    endingBefore: reader.string('ending_before'),
  }
}

/** Stripe's cursor pagination over items already in list order. */
export function paginate<T extends { id: string }>(
  items: readonly T[],
  page: PageRequest,
  url: string,
): ListObject<T> {
  const positionOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id)
    if (index === -1) throw invalidRequest(param, `No such object: '${id}'`, 'resource_missing')
    return index
  }
  if (page.endingBefore !== undefined) {
    const end = positionOf(page.endingBefore, 'ending_before')
    const start = Math.max(0, end - page.limit)
    return { object: 'list', data: items.slice(start, end), has_more: start > 0, url }
  }
  const start =
    page.startingAfter === undefined ? 0 : positionOf(page.startingAfter, 'starting_after') + 1
  const data = items.slice(start, start + page.limit)
  return { object: 'list', data, has_more: start + page.limit < items.length, url }
}

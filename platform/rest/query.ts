import { restErrors } from './errors.ts'
import { type Filter, parseFilter } from './filters.ts'

export type SelectItem = { column: string; alias: string }
export type OrderTerm = { column: string; descending: boolean; nulls: 'first' | 'last' | null }

/** A read as the URL asks for it; column names are checked against the catalog afterwards. */
export type ReadQuery = {
  table: string
  star: boolean
  items: SelectItem[]
  filters: Filter[]
  order: OrderTerm[]
  limit: number | null
  offset: number | null
}

// Query parameters PostgREST reserves for itself; every other key is a column filter.
const WRITE_OR_LOGIC_PARAMS = new Set(['columns', 'on_conflict', 'or', 'and', 'not.or', 'not.and'])

export function parseReadQuery(table: string, params: URLSearchParams): ReadQuery {
  const query: ReadQuery = {
    table,
    star: false,
    items: [],
    filters: [],
    order: [],
    limit: null,
    offset: null,
  }
  for (const [key, value] of params) {
    if (key === 'select') Object.assign(query, parseSelect(table, value))
    else if (key === 'order') query.order = parseOrder(value)
    else if (key === 'limit') query.limit = parseCount('limit', value)
    else if (key === 'offset') query.offset = parseCount('offset', value)
    else if (key === 'apikey') continue
    else if (WRITE_OR_LOGIC_PARAMS.has(key)) {
      throw restErrors.unsupported(`"failed to parse ${key} parameter"`, `The ${key} parameter`)
    } else query.filters.push(parseFilter(plainColumn(key, 'filter'), value))
  }
  if (!params.has('select')) query.star = true
  return query
}

function parseSelect(table: string, select: string): Pick<ReadQuery, 'star' | 'items'> {
  const parts = splitTopLevel(select).filter((part) => part !== '')
  if (parts.length === 0) return { star: true, items: [] }
  let star = false
  const items: SelectItem[] = []
  for (const part of parts) {
    if (part === '*') {
      star = true
      continue
    }
    if (part.startsWith('...'))
      throw restErrors.unsupported(`"failed to parse select parameter (${select})"`, 'Spreading')
    const parenthesis = part.indexOf('(')
    if (parenthesis !== -1) {
      const target = part.slice(0, parenthesis).replace(/^.*:/, '').replace(/!.*$/, '')
      if (target === 'count' || target === '') {
        throw restErrors.unsupported(`"failed to parse select parameter (${select})"`, 'Aggregates')
      }
      throw restErrors.embedding(table, target)
    }
    const colon = findAliasColon(part)
    const alias = colon === -1 ? null : unquote(part.slice(0, colon))
    const column = plainColumn(colon === -1 ? part : part.slice(colon + 1), 'select')
    items.push({ column, alias: alias ?? column })
  }
  return { star, items }
}

function parseOrder(order: string): OrderTerm[] {
  return splitTopLevel(order).map((term) => {
    const [column = '', ...modifiers] = term.split('.')
    const parsed: OrderTerm = {
      column: plainColumn(column, 'order'),
      descending: false,
      nulls: null,
    }
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') parsed.descending = modifier === 'desc'
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') {
        parsed.nulls = modifier === 'nullsfirst' ? 'first' : 'last'
      } else {
        throw restErrors.parse(
          `"failed to parse order (${order})" (line 1, column 1)`,
          'expected "asc", "desc", "nullsfirst" or "nullslast"',
        )
      }
    }
    return parsed
  })
}

function parseCount(name: 'limit' | 'offset', value: string): number {
  if (!/^\d{1,9}$/.test(value)) {
    throw restErrors.parse(`"failed to parse ${name} parameter (${value})" (line 1, column 1)`)
  }
  return Number(value)
}

/** A column named directly: JSON paths, casts and embedded resources are not in this subset. */
function plainColumn(raw: string, where: string): string {
  const column = unquote(raw)
  if (column === '') throw restErrors.parse(`"failed to parse ${where} parameter (${raw})"`)
  if (!raw.startsWith('"')) {
    if (raw.includes('->'))
      throw restErrors.unsupported(`"failed to parse ${where} (${raw})"`, 'JSON paths')
    if (raw.includes('::'))
      throw restErrors.unsupported(`"failed to parse ${where} (${raw})"`, 'Casts')
    if (raw.includes('.')) {
      throw restErrors.unsupported(
        `"failed to parse ${where} (${raw})"`,
        'Filters on embedded resources',
      )
    }
  }
  return column
}

function unquote(raw: string): string {
  return raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
}

function findAliasColon(part: string): number {
  let quoted = false
  for (let index = 0; index < part.length; index++) {
    const char = part[index]
    if (char === '"') quoted = !quoted
    else if (!quoted && char === ':' && part[index + 1] !== ':' && part[index - 1] !== ':') {
      return index
    }
  }
  return -1
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char === '(') depth++
    else if (!quoted && char === ')') depth--
    if (char === ',' && !quoted && depth === 0) {
      parts.push(current.trim())
      current = ''
    } else current += char
  }
  parts.push(current.trim())
  return parts
}

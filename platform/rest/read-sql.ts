import type { Filter } from './filters.ts'
import type { OrderTerm, ReadQuery } from './query.ts'
import type { Page } from './range.ts'

export type ReadSql = {
  /** One row: `body` (JSON array), `first` (its first element), `page_total`. */
  select: string
  /** One row: `total`, for `Prefer: count=exact`. */
  count: string
  params: string[]
}

/**
 * The SQL for a read. Identifiers were checked against the catalog and are quoted; every value
 * from the URL is a bind parameter of unknown type, so Postgres casts it to the column's type as
 * PostgREST's literals are. JSON comes from json_agg, so values render exactly as PostgREST's do.
 */
export function buildReadSql(query: ReadQuery, page: Page, stripNulls: boolean): ReadSql {
  const params: string[] = []
  const bind = (value: string) => {
    params.push(value)
    return `$${params.length}`
  }
  const from = `from "public".${quote(query.table)}`
  const where = query.filters.map((filter) => condition(filter, bind))
  const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : ''
  const columns = [
    ...(query.star ? ['*'] : []),
    ...query.items.map(({ column, alias }) =>
      alias === column ? quote(column) : `${quote(column)} as ${quote(alias)}`,
    ),
  ]
  const rows = `select ${columns.join(', ')} ${from}${whereSql}${orderBy(query.order)} limit ${page.limit} offset ${page.offset}`
  const aggregate = stripNulls
    ? 'json_strip_nulls(json_agg(_postgrest_t))'
    : 'json_agg(_postgrest_t)'
  return {
    select: `select coalesce(${aggregate}, '[]')::text as body, (${aggregate} -> 0)::text as first, count(*)::int as page_total from (${rows}) _postgrest_t`,
    count: `select count(*)::int as total ${from}${whereSql}`,
    params,
  }
}

function orderBy(terms: OrderTerm[]): string {
  if (terms.length === 0) return ''
  const sorted = terms.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : ''
    return `${quote(term.column)} ${term.descending ? 'desc' : 'asc'}${nulls}`
  })
  return ` order by ${sorted.join(', ')}`
}

function condition(filter: Filter, bind: (value: string) => string): string {
  const column = quote(filter.column)
  let sql: string
  switch (filter.operator) {
    case 'in':
      sql =
        filter.values.length > 0 ? `${column} in (${filter.values.map(bind).join(', ')})` : 'false'
      break
    case 'is':
      sql = `${column} is ${filter.value === 'not_null' ? 'not null' : filter.value}`
      break
    default:
      sql = `${column} ${COMPARISON_SQL[filter.operator]} ${bind(filter.value)}`
  }
  return filter.negated ? `not (${sql})` : sql
}

const COMPARISON_SQL = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
} as const

export function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`
}

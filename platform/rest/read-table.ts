import { type RequestIdentity, runAs } from '../../functions/_shared/db/request-context.ts'
import type { Sql } from '../db/database.ts'
import { restErrors } from './errors.ts'
import type { Representation } from './negotiate.ts'
import { parseReadQuery, type ReadQuery } from './query.ts'
import { contentRange, pageOf } from './range.ts'
import { buildReadSql } from './read-sql.ts'
import type { SchemaCache } from './schema-cache.ts'

export type ReadRequest = {
  table: string
  params: URLSearchParams
  rangeHeader: string | undefined
  countExact: boolean
  representation: Representation
  identity: RequestIdentity
}

export type ReadResponse = { body: string; status: 200 | 206; contentRange: string }

/**
 * A PostgREST read: the URL parsed, its identifiers checked against the schema cache, then one
 * transaction under the caller's role and claims, so row-level security and column grants decide.
 */
export async function readTable(
  sql: Sql,
  schema: SchemaCache,
  request: ReadRequest,
): Promise<ReadResponse> {
  if (!(await schema.relation(request.table))) throw restErrors.tableNotFound(request.table)
  const query = parseReadQuery(request.table, request.params)
  await requireColumns(schema, query)

  const page = pageOf(request.rangeHeader, query.offset, query.limit)
  const statements = buildReadSql(query, page, request.representation.stripNulls)
  const { rows, total } = await runAs(sql, request.identity, async (tx) => {
    const [rows] = await tx.unsafe<{ body: string; first: string | null; page_total: number }[]>(
      statements.select,
      statements.params,
    )
    if (!request.countExact) return { rows: rows!, total: null }
    const [count] = await tx.unsafe<{ total: number }[]>(statements.count, statements.params)
    return { rows: rows!, total: count!.total }
  })

  const range = contentRange(page, rows.page_total, total)
  if (!request.representation.singular) {
    return { body: rows.body, status: range.status, contentRange: range.header }
  }
  if (rows.page_total !== 1 || rows.first === null) throw restErrors.singular(rows.page_total)
  return { body: rows.first, status: 200, contentRange: range.header }
}

async function requireColumns(schema: SchemaCache, query: ReadQuery): Promise<void> {
  const named = [
    ...query.items.map((item) => item.column),
    ...query.filters.map((filter) => filter.column),
    ...query.order.map((term) => term.column),
  ]
  let relation = await schema.relation(query.table)
  for (const column of named) {
    if (relation?.columns.has(column)) continue
    relation = await schema.refreshed(query.table)
    if (!relation?.columns.has(column)) throw restErrors.columnNotFound(query.table, column)
  }
}

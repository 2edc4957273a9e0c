import type { DateColumns, StringNumberColumns, Tables } from './database.types.ts'

// The database's rows as the functions read them, from the types `npm run db:types` generates.
// The generated `Tables<'orders'>` is what PostgREST answers (JSON: timestamps as strings, bigint
// as a number); postgres.js parses timestamptz, timestamp and date into Date and keeps bigint and
// numeric as strings of digits, which `TableRow` says.

export type { Database, Enums, Json, Tables } from './database.types.ts'

type AsDate<Value> = null extends Value ? Date | null : Date
type AsString<Value> = null extends Value ? string | null : string

/**
 * A row of the public table (or view) `Table` as a postgres.js query returns it. A query that
 * selects some of its columns reads `Pick<TableRow<'orders'>, 'id' | 'status'>`.
 */
export type TableRow<Table extends keyof DateColumns & keyof StringNumberColumns> = {
  [Column in keyof Tables<Table>]: Column extends DateColumns[Table]
    ? AsDate<Tables<Table>[Column]>
    : Column extends StringNumberColumns[Table]
      ? AsString<Tables<Table>[Column]>
      : Tables<Table>[Column]
}

/**
 * Columns read through a left join: each one null where the join found no row. A booking's
 * columns beside its message read `LeftJoined<Pick<TableRow<'booking_requests'>, 'status'>>`.
 */
export type LeftJoined<Row> = { [Column in keyof Row]: Row[Column] | null }

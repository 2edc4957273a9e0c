import type { OrderExportQuery } from '../../_shared/contract/admin/sales.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { toCsv } from './csv.ts'
import { type OrderRow, readOrderRows } from './list.ts'

const HEADER = [
  'order_number',
  'created_at',
  'status',
  'name',
  'email',
  'items',
  'item_count',
  'total',
  'currency',
  'paid_at',
  'refunded_at',
]

/**
 * Excel reads a CSV without a byte order mark in the machine's legacy code page, which garbles
 * accented names; with one it reads UTF-8. Other tools skip it.
 */
const UTF8_BOM = '\uFEFF'

/** Money for a spreadsheet: `128.00`, a plain decimal whatever the locale. */
function amount(cents: number): string {
  return (cents / 100).toFixed(2)
}

function record(row: OrderRow) {
  return [
    row.number,
    row.created_at.toISOString(),
    row.status,
    row.name,
    row.email,
    row.items_summary,
    row.item_count,
    amount(row.total_cents),
    row.currency,
    row.paid_at?.toISOString() ?? null,
    row.refunded_at?.toISOString() ?? null,
  ]
}

/** Every order matching the filters, newest first, as an RFC 4180 document. */
export async function salesCsv(tx: Tx, filters: OrderExportQuery): Promise<string> {
  const rows = await readOrderRows(tx, filters)
  return UTF8_BOM + toCsv(HEADER, rows.map(record))
}

/** `sales-2026-11-22.csv`, dated the UTC day it was exported. */
export function salesCsvFilename(now: Date): string {
  return `sales-${now.toISOString().slice(0, 10)}.csv`
}

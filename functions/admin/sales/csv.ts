/**
 * A spreadsheet runs a cell that starts with one of these as a formula (`=HYPERLINK(...)` in a
 * buyer's name): such cells get a leading apostrophe, which shows the text as typed. Tab and
 * carriage return are on OWASP's list too.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** Fields with these must be quoted (RFC 4180, section 2). */
const NEEDS_QUOTES = /[",\r\n]/

export type CsvValue = string | number | null

/** One cell: neutralised if it could run as a formula, quoted if RFC 4180 requires it. */
export function csvCell(value: CsvValue): string {
  if (value === null) return ''
  let text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** RFC 4180: a header row, then one record per row, each line ended by CRLF. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { LANGUAGES, type Language } from '@/lib/i18n'

// A product's specs as the form edits them: per language, rows of label and value, each with a
// key of its own so moving or removing one never mixes up the inputs of another.

/** The API's limit per language (`specs_too_many`). */
export const MAX_SPECS = 30

export type SpecRow = { key: string; label: string; value: string }
export type SpecRows = Record<Language, SpecRow[]>

export const newSpecRow = (label = '', value = ''): SpecRow => ({
  key: crypto.randomUUID(),
  label,
  value,
})

export function specRowsOf(specs: AdminProduct['specs'] | undefined): SpecRows {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      (specs?.[language] ?? []).map((spec) => newSpecRow(spec.label, spec.value)),
    ]),
  ) as SpecRows
}

/** The request's `specs`: texts trimmed, rows left wholly empty dropped, languages without any left out. */
export function specsBody(rows: SpecRows) {
  const specs: Partial<Record<Language, { label: string; value: string }[]>> = {}
  for (const language of LANGUAGES) {
    const kept = rows[language]
      .map((row) => ({ label: row.label.trim(), value: row.value.trim() }))
      .filter((row) => row.label || row.value)
    if (kept.length > 0) specs[language] = kept
  }
  return specs
}

/** The rows that count (not wholly empty), in order: their index is the one the API names. */
export const filledRows = (rows: SpecRow[]) =>
  rows.filter((row) => row.label.trim() || row.value.trim())

/**
 * Error codes of the API or the schema (`specs.en.2.label`, `specs.en`) by what shows them: a
 * row's input (`<row key>.label`) or a language's list (`en`).
 */
export function specErrorsByRow(codes: Record<string, string>, rows: SpecRows) {
  const byRow: Record<string, string> = {}
  for (const [name, code] of Object.entries(codes)) {
    const [root, language, index, part] = name.split('.')
    if (root !== 'specs' || !language || !(language in rows)) continue
    if (index === undefined) {
      byRow[language] = code
      continue
    }
    const row = filledRows(rows[language as Language])[Number(index)]
    if (row) byRow[`${row.key}.${part ?? 'label'}`] = code
  }
  return byRow
}

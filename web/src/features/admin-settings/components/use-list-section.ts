import { SettingsPatch } from '@contract/admin/settings.ts'
import { fieldErrors } from '@contract/forms.ts'
import { useState } from 'react'
import type { FieldCodes } from '@/components/ui/form/use-form'
import { useTabSection } from './settings-tab'

type ListKey = 'social_links' | 'mixes' | 'blocked_dates' | 'shipping_rates'

/**
 * A setting that is a list (links, mixes, blocked dates): rows added, edited, moved and removed
 * here, then saved as a whole with its tab. Refusals come back per row and field (`mixes.2.url`).
 */
export function useListSection<Row>(
  key: ListKey,
  initial: Row[],
  toValue: (rows: Row[]) => unknown,
) {
  const [rows, setRows] = useState(initial)
  // What the server last kept: the rows differ from it until they are saved.
  const [lastSaved, setLastSaved] = useState(initial)
  // A stable key per row, so editing, moving or removing one never mixes up the inputs of another.
  const [keys, setKeys] = useState(() => initial.map(() => crypto.randomUUID()))
  const [errors, setErrors] = useState<FieldCodes>({})

  const change = (next: Row[], nextKeys = keys) => {
    setRows(next)
    setKeys(nextKeys)
    setErrors({})
  }

  /** The error code of a row's field, or of the whole list. */
  const errorAt = (index?: number, field?: string) =>
    errors[[key, index, field].filter((part) => part !== undefined).join('.')]

  const dirty = JSON.stringify(toValue(rows)) !== JSON.stringify(toValue(lastSaved))
  useTabSection({
    dirty,
    collect: () => {
      const parsed = SettingsPatch.safeParse({ [key]: toValue(rows) })
      if (!parsed.success) {
        const problems = fieldErrors(parsed.error)
        setErrors(problems)
        return { errors: problems }
      }
      const sent = rows
      return { patch: parsed.data, kept: () => setLastSaved(sent) }
    },
    refused: (fields) =>
      setErrors(
        Object.fromEntries(
          Object.entries(fields).filter(([name]) => name === key || name.startsWith(`${key}.`)),
        ),
      ),
  })

  return {
    rows,
    dirty,
    errors,
    errorAt,
    keys,
    added: (row: Row) => change([...rows, row], [...keys, crypto.randomUUID()]),
    removed: (index: number) =>
      change(
        rows.filter((_, at) => at !== index),
        keys.filter((_, at) => at !== index),
      ),
    /** Removes every row that passes `test` (past blocked dates). */
    removedWhere: (test: (row: Row) => boolean) =>
      change(
        rows.filter((row) => !test(row)),
        keys.filter((_, at) => !test(rows[at]!)),
      ),
    edited: (index: number, row: Row) =>
      change(rows.map((current, at) => (at === index ? row : current))),
    moved: (index: number, by: -1 | 1) => {
      const target = index + by
      if (target < 0 || target >= rows.length) return
      const swap = <T>(list: T[]) => {
        const next = [...list]
        ;[next[index], next[target]] = [next[target]!, next[index]!]
        return next
      }
      change(swap(rows), swap(keys))
    },
  }
}

import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { useState } from 'react'
import type { Language } from '@/lib/i18n'
import { MAX_SPECS, newSpecRow, type SpecRow, specRowsOf } from '../lib/spec-rows'

export type SpecPart = 'label' | 'value'

/** The spec rows of a product form, per language: added, edited, moved, removed, copied. */
export function useSpecRows(initial: AdminProduct['specs'] | undefined, onChange: () => void) {
  const [rows, setRows] = useState(() => specRowsOf(initial))

  const update = (language: Language, change: (list: SpecRow[]) => SpecRow[]) => {
    setRows((current) => ({ ...current, [language]: change(current[language]) }))
    onChange()
  }

  return {
    rows,
    added: (language: Language) =>
      update(language, (list) => (list.length >= MAX_SPECS ? list : [...list, newSpecRow()])),
    edited: (language: Language, key: string, part: SpecPart, text: string) =>
      update(language, (list) =>
        list.map((row) => (row.key === key ? { ...row, [part]: text } : row)),
      ),
    removed: (language: Language, key: string) =>
      update(language, (list) => list.filter((row) => row.key !== key)),
    moved: (language: Language, key: string, by: -1 | 1) =>
      update(language, (list) => {
        const from = list.findIndex((row) => row.key === key)
        const to = from + by
        if (from < 0 || to < 0 || to >= list.length) return list
        const next = [...list]
        ;[next[from], next[to]] = [next[to]!, next[from]!]
        return next
      }),
    /** Copies one language's rows into another that has none, to translate them there. */
    copied: (from: Language, to: Language) =>
      update(to, () => rows[from].map((row) => newSpecRow(row.label, row.value))),
  }
}

export type SpecRowsState = ReturnType<typeof useSpecRows>

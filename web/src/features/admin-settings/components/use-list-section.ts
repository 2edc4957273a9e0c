import { type AdminSettings, SettingsPatch } from '@contract/admin-settings.ts'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type FieldCodes, type FormFailure, validate } from '@/components/ui/form/use-form'
import { ApiError } from '@/lib/api-client'
import { showToast } from '@/lib/toast'
import { updateSettings, useSettingsSaved } from '../api/settings'

type ListKey = 'social_links' | 'mixes' | 'blocked_dates' | 'shipping_rates'

/**
 * A setting that is a list (links, mixes, blocked dates): rows added, edited, moved and removed
 * here, then saved as a whole. Refusals come back per row and field (`mixes.2.url`).
 */
export function useListSection<Row>(
  key: ListKey,
  initial: Row[],
  toValue: (rows: Row[]) => unknown,
) {
  const { t } = useTranslation('admin-settings')
  const saved = useSettingsSaved()
  const [rows, setRows] = useState(initial)
  // What the server last kept: the rows differ from it until they are saved.
  const [lastSaved, setLastSaved] = useState(initial)
  // A stable key per row, so editing, moving or removing one never mixes up the inputs of another.
  const [keys, setKeys] = useState(() => initial.map(() => crypto.randomUUID()))
  const [errors, setErrors] = useState<FieldCodes>({})
  const [failure, setFailure] = useState<FormFailure | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const change = (next: Row[], nextKeys = keys) => {
    setRows(next)
    setKeys(nextKeys)
    setErrors({})
    setFailure(null)
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const patch = { [key]: toValue(rows) }
    const problems = validate(SettingsPatch, patch)
    setErrors(problems)
    if (Object.keys(problems).length > 0) {
      setFailure({ kind: 'validation' })
      return
    }
    setFailure(null)
    setSubmitting(true)
    try {
      const settings: AdminSettings = await updateSettings(patch)
      saved(settings)
      setLastSaved(rows)
      showToast({ tone: 'success', title: t('saved.title'), body: t('saved.body') })
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length) {
        setErrors(error.fields)
        setFailure({ kind: 'validation' })
      } else {
        setFailure({ kind: 'error', code: error instanceof ApiError ? error.code : 'unknown' })
      }
    } finally {
      setSubmitting(false)
    }
  }

  /** The error code of a row's field, or of the whole list. */
  const errorAt = (index?: number, field?: string) =>
    errors[[key, index, field].filter((part) => part !== undefined).join('.')]

  const dirty = JSON.stringify(toValue(rows)) !== JSON.stringify(toValue(lastSaved))

  return {
    rows,
    dirty,
    errors,
    errorAt,
    failure,
    submitting,
    save,
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

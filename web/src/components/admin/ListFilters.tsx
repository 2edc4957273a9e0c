import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

export type FilterField =
  | {
      kind: 'select'
      name: string
      label: string
      value: string
      options: { value: string; label: string }[]
    }
  | { kind: 'date'; name: string; label: string; value: string; min?: string; max?: string }

type Props = {
  fields: FilterField[]
  /** The text search, applied on Enter or with the Search button. */
  search: { label: string; value: string; maxLength?: number }
  /** A select or date applies at once; the search when submitted. Values by parameter name. */
  onChange: (changes: Record<string, string>) => void
}

/**
 * The filters above an admin list. Give it `key={search value}` so a change of the address (back
 * button) resets what is typed in the search box.
 */
export function ListFilters({ fields, search, onChange }: Props) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [text, setText] = useState(search.value)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ q: text.trim() })
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is announced everywhere; <search> not yet
    <form className="admin-filters" role="search" onSubmit={submit}>
      {fields.map((field) => (
        <div key={field.name} className="field">
          <label className="field__label" htmlFor={`${id}-${field.name}`}>
            {field.label}
          </label>
          {field.kind === 'select' ? (
            <select
              id={`${id}-${field.name}`}
              className="field__control"
              value={field.value}
              onChange={(event) => onChange({ [field.name]: event.target.value })}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${field.name}`}
              className="field__control"
              type="date"
              value={field.value}
              min={field.min || undefined}
              max={field.max || undefined}
              onChange={(event) => onChange({ [field.name]: event.target.value })}
            />
          )}
        </div>
      ))}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {search.label}
        </label>
        <input
          id={`${id}-q`}
          className="field__control"
          type="search"
          value={text}
          maxLength={search.maxLength ?? 100}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--ghost">
        {t('actions.search')}
      </button>
    </form>
  )
}

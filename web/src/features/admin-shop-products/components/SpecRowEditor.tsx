import { type MouseEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import type { Language } from '@/lib/i18n'
import type { SpecRow } from '../lib/spec-rows'
import type { SpecPart, SpecRowsState } from './use-spec-rows'

type Props = {
  row: SpecRow
  position: number
  count: number
  /** Its index in the request (empty rows are not sent), -1 when it is empty. */
  requestIndex: number
  language: Language
  specs: SpecRowsState
  errors: Record<string, string>
  onMoved: (name: string, to: number) => void
  onRemoved: (name: string) => void
}

const NAMES = { up: 'specs.up', down: 'specs.down', remove: 'specs.removeLabel' } as const

/** A spec's label and value, with buttons to move it up or down and to remove it. */
export function SpecRowEditor(props: Props) {
  const { row, position, count, requestIndex, language, specs, errors, onMoved, onRemoved } = props
  const { t } = useTranslation(['admin-shop-products', 'admin', 'common'])
  const id = useId()
  const name = row.label.trim() || t('specs.number', { number: position + 1 })

  const move = (by: -1 | 1) => {
    const to = position + by
    specs.moved(language, row.key, by)
    onMoved(name, to)
    // At the top or the bottom the button just used is disabled: keep focus on the row.
    if (to === 0 || to === count - 1) {
      requestAnimationFrame(() =>
        document.getElementById(`${id}-${by < 0 ? 'down' : 'up'}`)?.focus(),
      )
    }
  }

  // The row's buttons go away with it: focus moves to the row now in its place, else the list's.
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    const item = event.currentTarget.closest('li')
    const list = item?.closest('.spec-rows')
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling
    specs.removed(language, row.key)
    onRemoved(name)
    requestAnimationFrame(() =>
      (neighbour ?? list)?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus(),
    )
  }

  const input = (part: SpecPart) => {
    const error = errors[`${row.key}.${part}`]
    return (
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-${part}`}>
          {t(`specs.${part}`)}
          <span className="visually-hidden"> {t('specs.number', { number: position + 1 })}</span>
        </label>
        <input
          id={`${id}-${part}`}
          name={requestIndex >= 0 ? `specs.${language}.${requestIndex}.${part}` : undefined}
          className="field__control"
          value={row[part]}
          maxLength={part === 'label' ? 60 : 200}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-${part}-error` : undefined}
          onChange={(event) => specs.edited(language, row.key, part, event.target.value)}
        />
        {error ? (
          <p id={`${id}-${part}-error`} className="field__error">
            <ErrorText code={error} />
          </p>
        ) : null}
      </div>
    )
  }

  const button = (
    key: 'up' | 'down' | 'remove',
    text: string,
    onClick: (event: MouseEvent<HTMLButtonElement>) => void,
    disabled = false,
  ) => (
    <button
      id={`${id}-${key}`}
      type="button"
      className="button button--ghost button--small"
      aria-label={t(NAMES[key], { name })}
      title={t(NAMES[key], { name })}
      disabled={disabled}
      onClick={onClick}
    >
      {text}
    </button>
  )

  return (
    <li className="spec-row">
      {input('label')}
      {input('value')}
      <div className="spec-row__actions">
        {button('up', '↑', () => move(-1), position === 0)}
        {button('down', '↓', () => move(1), position === count - 1)}
        {button('remove', t('specs.remove'), remove)}
      </div>
    </li>
  )
}

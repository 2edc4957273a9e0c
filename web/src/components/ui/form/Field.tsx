import type { ReactNode } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import type { FieldBinding } from './use-form'
import './form.css'

type ControlProps = {
  id: string
  name: string
  value: string
  onChange: (event: { target: { value: string } }) => void
  onBlur: () => void
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FieldProps = {
  binding: FieldBinding
  label: string
  hint?: ReactNode
  optional?: boolean
  children: (control: ControlProps) => ReactNode
}

/** A label, the control, an optional hint and the error, tied together for assistive tech. */
export function Field({ binding, label, hint, optional = false, children }: FieldProps) {
  const { t } = useTranslation('forms')
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', binding.error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={binding.error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> ({t('forms:optional')})</span> : null}
      </label>
      {children({
        id,
        name: binding.name,
        value: binding.value,
        onChange: (event) => binding.onValueChange(event.target.value),
        onBlur: binding.onBlur,
        'aria-invalid': Boolean(binding.error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {binding.error ? (
        <p id={errorId} className="field__error">
          <ErrorText code={binding.error} />
        </p>
      ) : null}
    </div>
  )
}

type InputFieldProps = Omit<FieldProps, 'children'> & {
  type?: 'text' | 'email' | 'date' | 'number' | 'time'
  autoComplete?: string
  min?: string | number
  max?: string | number
  required?: boolean
  /** The phone keyboard to offer; `decimal` for amounts typed as text ("29,90"). */
  inputMode?: 'decimal' | 'numeric' | 'email' | 'url'
  /** Values offered as the user types; any other value is accepted too. */
  suggestions?: readonly string[]
}

/** A `<datalist>` of `values` for inputs that name `id` as their `list`. */
export function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  )
}

export function InputField({
  type = 'text',
  autoComplete,
  min,
  max,
  required,
  inputMode,
  suggestions,
  ...field
}: InputFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <>
          <input
            {...control}
            className="field__control"
            type={type}
            autoComplete={autoComplete}
            min={min}
            max={max}
            step={type === 'number' ? 1 : undefined}
            inputMode={inputMode ?? (type === 'number' ? 'numeric' : undefined)}
            required={required}
            list={suggestions ? `${control.id}-suggestions` : undefined}
          />
          {suggestions ? (
            <Suggestions id={`${control.id}-suggestions`} values={suggestions} />
          ) : null}
        </>
      )}
    </Field>
  )
}

export function TextAreaField({
  rows = 5,
  ...field
}: Omit<FieldProps, 'children'> & { rows?: number }) {
  return (
    <Field {...field}>
      {(control) => (
        <textarea {...control} className="field__control" rows={rows} required={!field.optional} />
      )}
    </Field>
  )
}

type SelectFieldProps = Omit<FieldProps, 'children'> & {
  options: { value: string; label: string }[]
  /** Shown first with an empty value when nothing is chosen yet. */
  placeholder?: string
}

export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} className="field__control" required={!field.optional}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

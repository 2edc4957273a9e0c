import { useId } from 'react'
import { ErrorText } from '@/components/ui/ErrorText'

type Props = {
  label: string
  hint: string
  /** The field's error code, said under it. */
  error: string | undefined
  type: 'email' | 'text'
  autoComplete: string
  value: string
  onChange: (value: string) => void
  inputRef?: (element: HTMLInputElement | null) => void
  /** Required unless said otherwise. */
  optional?: boolean
}

/** A labelled input whose hint and error are read with it. */
export function CheckoutField({
  label,
  hint,
  error,
  inputRef,
  onChange,
  optional = false,
  ...input
}: Props) {
  const id = useId()
  return (
    <div className="checkout-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        className="checkout-field__input"
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={`${id}-hint`} className="checkout-field__hint">
        {hint}
      </small>
      {error ? (
        <small id={`${id}-error`} className="checkout-field__error">
          <ErrorText code={error} />
        </small>
      ) : null}
    </div>
  )
}

import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string
  label: string
  /** Under the control, and named by it (`aria-describedby`), with the id `<id>-hint`. */
  hint?: ReactNode
  /** Marks the whole field as wrong; the control's own `aria-invalid` is passed as given. */
  invalid?: boolean
  /** A class the control has besides `field__control`. */
  controlClass?: string
}

/**
 * A label, an input and its hint, for a form that keeps its own state (sign-in, a code, an
 * address); forms built on `useForm` use `InputField`.
 */
export function LabelledInput({ id, label, hint, invalid, controlClass, ...input }: Props) {
  const hintId = `${id}-hint`
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={controlClass ? `field__control ${controlClass}` : 'field__control'}
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

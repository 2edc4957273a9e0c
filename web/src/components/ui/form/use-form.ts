import { fieldErrors } from '@contract/forms.ts'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ZodType } from 'zod'
import { ApiError } from '@/lib/api-client'

// The state of one public form: values as typed, client validation with the shared schema (the
// same rules the server applies) on blur and on submit, and the server's answer mapped back onto
// the fields. Field names are the API's, so a server `fields` entry lands beside its input.

export type Values = Record<string, string>
/** `{ field: code }`; codes are said through `errors:<code>` (<ErrorText>). */
export type FieldCodes = Record<string, string>

export type FormFailure =
  | { kind: 'validation' }
  | { kind: 'rate_limited'; retryAfter: number | undefined }
  | { kind: 'error'; code: string }

type Options<Result> = {
  schema: ZodType
  initial: Values
  /** From the strings of the inputs to the request body the schema checks. */
  toInput: (values: Values) => unknown
  /** Rules that depend on settings or the clock (blocked dates, session hours). */
  check?: (values: Values) => FieldCodes
  submit: (input: never) => Promise<Result>
  onSuccess?: (result: Result, values: Values) => void
  onFailure?: (failure: FormFailure) => void
}

export function validate(schema: ZodType, input: unknown, extra: FieldCodes = {}): FieldCodes {
  const parsed = schema.safeParse(input)
  return { ...extra, ...(parsed.success ? {} : fieldErrors(parsed.error)) }
}

export function useForm<Result>(options: Options<Result>) {
  const { schema, initial, toInput, check, submit, onSuccess, onFailure } = options
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(initial)
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [serverErrors, setServerErrors] = useState<FieldCodes>({})
  const [failure, setFailure] = useState<FormFailure | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const clientErrors = (current: Values) => validate(schema, toInput(current), check?.(current))
  const shownClientErrors = clientErrors(values)
  const errors: FieldCodes = {}
  for (const name of Object.keys(values)) {
    const code = (touched[name] ? shownClientErrors[name] : undefined) ?? serverErrors[name]
    if (code) errors[name] = code
  }

  const touch = (name: string) => setTouched((state) => ({ ...state, [name]: true }))

  // Pressing Send blurs the field being typed in. Showing that field's error then would push Send
  // down from under the finger, and the tap would land beside it: the field waits, and the
  // submit, which checks every field, shows them all.
  const pressingSubmit = useRef(false)
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null
      pressingSubmit.current =
        target !== null &&
        formRef.current?.contains(target) === true &&
        target.closest('[type="submit"]') !== null
    }
    // The press ended: in a tap (click), or in a scroll that began on Send (pointercancel).
    const onEnd = () => {
      pressingSubmit.current = false
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('pointercancel', onEnd)
    document.addEventListener('click', onEnd)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('pointercancel', onEnd)
      document.removeEventListener('click', onEnd)
    }
  }, [])

  const setValue = (name: string, value: string, { validateNow = false } = {}) => {
    setValues((state) => ({ ...state, [name]: value }))
    setServerErrors(({ [name]: _, ...rest }) => rest)
    if (validateNow) touch(name)
  }

  const reset = () => {
    setValues(initial)
    setTouched({})
    setServerErrors({})
    setFailure(null)
  }

  const focusFirstError = (codes: FieldCodes) => {
    const form = formRef.current
    if (!form) return
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name
      if (name && name in codes) {
        ;(element as HTMLElement).focus()
        return
      }
    }
  }

  const fail = (next: FormFailure) => {
    setFailure(next)
    onFailure?.(next)
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const codes = clientErrors(values)
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])))
    if (Object.keys(codes).length > 0) {
      setFailure({ kind: 'validation' })
      focusFirstError(codes)
      return
    }
    setFailure(null)
    setSubmitting(true)
    try {
      const result = await submit(toInput(values) as never)
      onSuccess?.(result, values)
    } catch (error) {
      if (!(error instanceof ApiError)) return fail({ kind: 'error', code: 'unknown' })
      // A conflict about one input (an address already taken, stock below what is held) belongs
      // beside that input, like a refused value.
      const conflictOnInput =
        error.status === 409 && Object.keys(error.fields).some((name) => name in values)
      if ((error.status === 422 || conflictOnInput) && Object.keys(error.fields).length > 0) {
        setServerErrors(error.fields)
        setFailure({ kind: 'validation' })
        focusFirstError(error.fields)
      } else if (error.status === 429) {
        fail({ kind: 'rate_limited', retryAfter: error.retryAfter })
      } else {
        fail({ kind: 'error', code: error.code })
      }
    } finally {
      setSubmitting(false)
    }
  }

  /** Props for a `<Field>`: its value, change and blur handlers, and the error to show. */
  const field = (name: string, { validateOnChange = false } = {}) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onValueChange: (value: string) => setValue(name, value, { validateNow: validateOnChange }),
    onBlur: () => {
      if (!pressingSubmit.current) touch(name)
    },
  })

  /**
   * For a form whose submit belongs to a larger one (a settings tab): shows every client error at
   * once and returns them; the request itself is the caller's.
   */
  const checkAll = (): FieldCodes => {
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])))
    return clientErrors(values)
  }

  /** The server's refusals of this form's fields, shown beside their inputs. */
  const refused = (fields: FieldCodes) =>
    setServerErrors(Object.fromEntries(Object.entries(fields).filter(([name]) => name in values)))

  return {
    formRef,
    values,
    errors,
    failure,
    submitting,
    field,
    setValue,
    reset,
    handleSubmit,
    checkAll,
    refused,
  }
}

export type FieldBinding = ReturnType<ReturnType<typeof useForm>['field']>

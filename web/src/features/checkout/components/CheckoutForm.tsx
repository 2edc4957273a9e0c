import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import type { LineProblems } from '@/lib/line-problems'
import type { CartLine } from '@/stores/cart'
import { CheckoutField } from './CheckoutField'
import { type Details, type FormError, useCheckout } from './use-checkout'
import './checkout.css'

type Props = {
  lines: readonly CartLine[]
  onProblems: (problems: LineProblems) => void
  /** Applied in the cart (its totals show the discount): sent as it is. */
  promotionCode: string | null
}

/** Email and licence holder, then off to Stripe Checkout. A lazy chunk: it brings zod. */
export default function CheckoutForm({ lines, onProblems, promotionCode }: Props) {
  const { t } = useTranslation('checkout')
  const [details, setDetails] = useState<Details>({ email: '', name: '' })
  const inputs = useRef<Partial<Record<keyof Details, HTMLInputElement | null>>>({})
  const { submit, submitting, fieldErrors, formError, fieldEdited } = useCheckout(lines, onProblems)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const errors = await submit(details, promotionCode)
    const firstInvalid = (['email', 'name'] as const).find((field) => errors[field])
    if (firstInvalid) inputs.current[firstInvalid]?.focus()
  }

  const edit = (field: keyof Details) => (value: string) => {
    setDetails((current) => ({ ...current, [field]: value }))
    fieldEdited(field)
  }

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit} aria-labelledby="checkout-title">
      <h3 id="checkout-title" className="checkout-form__title">
        {t('form.title')}
      </h3>
      <CheckoutField
        label={t('form.email')}
        hint={t('form.emailHint')}
        type="email"
        autoComplete="email"
        value={details.email}
        error={fieldErrors.email}
        onChange={edit('email')}
        inputRef={(element) => {
          inputs.current.email = element
        }}
      />
      <CheckoutField
        label={t('form.name')}
        hint={t('form.nameHint')}
        type="text"
        autoComplete="name"
        value={details.name}
        error={fieldErrors.name}
        onChange={edit('name')}
        inputRef={(element) => {
          inputs.current.name = element
        }}
      />
      <div role="alert" className="checkout-form__error">
        {formError ? <FormErrorText error={formError} /> : null}
      </div>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('form.submitting') : t('form.submit')}
      </button>
      <p className="checkout-form__note">{t('form.note')}</p>
    </form>
  )
}

function FormErrorText({ error }: { error: FormError }) {
  if ('text' in error) return error.text
  return 'code' in error ? <ErrorText code={error.code} /> : <ErrorText error={error.error} />
}

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import type { LineProblems } from '@/lib/line-problems'
import type { CartLine } from '@/stores/cart'
import { checkoutRequestSchema, createCheckout } from '../api/create-checkout'
import { resolveProblems } from '../lib/resolve-problems'
import { toCheckoutItems } from '../lib/to-checkout-items'

export type Details = { email: string; name: string }
/** Error codes by field. */
export type FieldErrors = Partial<Record<keyof Details, string>>
/** The one message of a refusal: an error code, a failed call, or the form's own words. */
export type FormError = { code: string } | { error: unknown } | { text: string }

const DETAILS: readonly unknown[] = ['email', 'name']
const isDetail = (field: unknown): field is keyof Details => DETAILS.includes(field)

/**
 * Checks the cart and details with the server's schema, asks for a Checkout Session and sends the
 * browser to it. A refusal comes back as field errors, problems per cart line, or one message.
 */
export function useCheckout(lines: readonly CartLine[], onProblems: (p: LineProblems) => void) {
  const { t, i18n } = useTranslation('checkout')
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<FormError | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const submit = async (details: Details, promotionCode: string | null): Promise<FieldErrors> => {
    setFormError(null)
    const sent = [...lines]
    const parsed = checkoutRequestSchema.safeParse({
      items: toCheckoutItems(sent),
      ...details,
      promotion_code: promotionCode ?? undefined,
      locale: currentLanguage(i18n),
    })
    if (!parsed.success) {
      const errors: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const [field] = issue.path
        if (isDetail(field)) errors[field] ??= issue.message
        else setFormError({ code: issue.message })
      }
      setFieldErrors(errors)
      return errors
    }
    setFieldErrors({})
    setSubmitting(true)
    try {
      const { url } = await createCheckout(parsed.data)
      window.location.assign(url)
      return {}
    } catch (error) {
      setSubmitting(false)
      return handleFailure(error, sent)
    }
  }

  const handleFailure = async (error: unknown, sent: CartLine[]): Promise<FieldErrors> => {
    if (!(error instanceof ApiError)) {
      setFormError({ error })
      return {}
    }
    if (error.status === 409) {
      onProblems(await resolveProblems(error.fields, sent))
      setFormError({ text: t('form.cartProblems') })
      return {}
    }
    if (error.status === 429) {
      setFormError(rateLimitedMessage(error.retryAfter))
      return {}
    }
    const errors: FieldErrors = {}
    for (const [field, code] of Object.entries(error.fields)) {
      if (isDetail(field)) errors[field] = code
    }
    setFieldErrors(errors)
    // Said once: beside its field, or here when it belongs to none of this form's fields (the
    // cart's promotion code refused by Stripe meanwhile).
    setFormError(Object.keys(errors).length > 0 ? null : { error })
    return errors
  }

  const rateLimitedMessage = (seconds: number | undefined): FormError => {
    if (seconds === undefined) return { code: 'rate_limited' }
    if (seconds < 90) return { text: t('form.rateLimitedSeconds', { count: Math.max(seconds, 1) }) }
    return { text: t('form.rateLimitedMinutes', { count: Math.ceil(seconds / 60) }) }
  }

  const fieldEdited = (field: keyof Details) =>
    setFieldErrors((errors) => ({ ...errors, [field]: undefined }))

  return { submit, submitting, fieldErrors, formError, fieldEdited }
}

import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mutate } from 'swr'
import { ErrorText } from '@/components/ui/ErrorText'
import { ApiError } from '@/lib/api-client'
import type { CartLine } from '@/stores/cart'
import { quoteCart, quoteKey, useCartQuote } from '../api/quote-cart'
import { usePromotion } from '../stores/promotion'

/**
 * A promotion code, applied in the cart: the server checks it and prices the cart with it, so the
 * totals below show the discount before Stripe's page. A refused code says why, once, under the
 * field; a code that stops applying (the cart changed, or it was used up meanwhile) is removed.
 */
export function PromotionCode({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation('cart')
  const id = useId()
  const code = usePromotion((state) => state.code)
  const promotionApplied = usePromotion((state) => state.promotionApplied)
  const promotionRemoved = usePromotion((state) => state.promotionRemoved)
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<
    { empty: true } | { code: string } | { error: unknown } | null
  >(null)
  const [applying, setApplying] = useState(false)
  const { error: quoteError } = useCartQuote(lines, code)

  useEffect(() => {
    if (quoteError instanceof ApiError && quoteError.fields.promotion_code) {
      setError({ code: quoteError.fields.promotion_code })
      promotionRemoved()
    }
  }, [quoteError, promotionRemoved])

  const apply = async (event: FormEvent) => {
    event.preventDefault()
    if (typed.trim() === '') {
      setError({ empty: true })
      return
    }
    setApplying(true)
    setError(null)
    try {
      const quote = await quoteCart(lines, typed)
      const applied = quote.promotion_code ?? typed.trim().toUpperCase()
      await mutate(quoteKey(lines, applied), quote, { revalidate: false })
      promotionApplied(applied)
      setTyped('')
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields.promotion_code : undefined
      setError(field ? { code: field } : { error: failure })
    } finally {
      setApplying(false)
    }
  }

  if (code) {
    return (
      <div className="promo promo--applied">
        <p className="promo__applied">{t('promotion.applied', { code })}</p>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={promotionRemoved}
        >
          {t('promotion.remove')}
          <span className="visually-hidden"> {code}</span>
        </button>
      </div>
    )
  }
  return (
    <form className="promo" noValidate onSubmit={apply}>
      <label htmlFor={id}>{t('promotion.label')}</label>
      <div className="promo__row">
        <input
          id={id}
          className="promo__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setTyped(event.target.value)
            setError(null)
          }}
        />
        <button type="submit" className="button button--small button--ghost" disabled={applying}>
          {applying ? t('promotion.applying') : t('promotion.apply')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="promo__error" role="alert">
          {'empty' in error ? t('promotion.empty') : <ErrorText {...error} />}
        </p>
      ) : null}
    </form>
  )
}

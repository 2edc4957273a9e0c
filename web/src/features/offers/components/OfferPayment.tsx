import type { OfferView } from '@contract/site/offers.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { acceptOffer, payBalance } from '../api/pay-offer'
import { SignForm } from './SignForm'

/** What the organiser can do now: sign and pay the deposit, pay it, or pay the balance. */
export function OfferPayment({
  offer,
  token,
  processing,
}: {
  offer: OfferView
  token: string
  processing: boolean
}) {
  const { t, i18n } = useTranslation('offers')
  const language = currentLanguage(i18n)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const deposit = formatMoney(offer.money.deposit_cents, offer.money.currency, language)
  if (processing) return null
  if (offer.state === 'open') return <SignForm token={token} amount={deposit} />
  if (!offer.payable) return null

  const go = async () => {
    if (busy) return
    setBusy(true)
    setFailure(null)
    try {
      const { url } =
        offer.payable === 'deposit'
          ? await acceptOffer(token, {
              signer_name: offer.signature?.signer_name ?? '',
              accept_terms: true,
            })
          : await payBalance(token)
      window.location.assign(url)
    } catch (error) {
      setFailure({ error })
      setBusy(false)
    }
  }
  const label =
    offer.payable === 'deposit'
      ? t('pay.deposit', { amount: deposit })
      : t('pay.balance', {
          amount: formatMoney(offer.money.balance_cents, offer.money.currency, language),
        })
  return (
    <section className="show-offer__pay" id="pay" aria-label={label}>
      <button
        type="button"
        className="button button--primary show-offer__button"
        aria-disabled={busy}
        onClick={go}
      >
        {busy ? t('pay.busy') : label}
      </button>
      <p className="show-offer__aside">{t('sign.secure')}</p>
      <div role="alert" className="form-status">
        {failure ? (
          <p className="form-status__message">
            <ErrorText error={failure.error} />
          </p>
        ) : null}
      </div>
    </section>
  )
}

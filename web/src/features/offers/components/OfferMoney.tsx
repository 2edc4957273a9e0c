import type { OfferView } from '@contract/site/offers.ts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { formatDate, formatDay } from './format'

/** The fee and its two payments, each with when it is due or when it was paid. */
export function OfferMoney({ offer }: { offer: OfferView }) {
  const { t, i18n } = useTranslation('offers')
  const language = currentLanguage(i18n)
  const { money } = offer
  const amount = (cents: number) => formatMoney(cents, money.currency, language)
  return (
    <section className="show-offer__money" aria-labelledby="offer-money">
      <h2 id="offer-money">{t('money.heading')}</h2>
      <dl className="show-offer__payments">
        <div className="show-offer__fee">
          <dt>{t('money.fee')}</dt>
          <dd>{amount(money.fee_cents)}</dd>
        </div>
        <div>
          <dt>
            {t('money.deposit', { percent: money.deposit_percent })}
            <span className="show-offer__due">
              {money.deposit_paid_at
                ? t('money.paidOn', { date: formatDate(money.deposit_paid_at, language) })
                : t('money.depositDue')}
            </span>
          </dt>
          <dd className={money.deposit_paid_at ? 'show-offer__paid' : undefined}>
            {amount(money.deposit_cents)}
          </dd>
        </div>
        {money.balance_cents > 0 ? (
          <div>
            <dt>
              {t('money.balance')}
              <span className="show-offer__due">
                {money.balance_paid_at
                  ? t('money.paidOn', { date: formatDate(money.balance_paid_at, language) })
                  : t('money.balanceDue', { date: formatDay(money.balance_due_on, language) })}
              </span>
            </dt>
            <dd className={money.balance_paid_at ? 'show-offer__paid' : undefined}>
              {amount(money.balance_cents)}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}

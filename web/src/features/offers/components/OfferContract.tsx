import type { OfferView } from '@contract/site/offers.ts'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'
import { formatDate } from './format'

/** The contract's terms, its fingerprint, and the signatures so far. */
export function OfferContract({ offer }: { offer: OfferView }) {
  const { t, i18n } = useTranslation('offers')
  const language = currentLanguage(i18n)
  return (
    <section className="show-offer__section" aria-labelledby="offer-contract">
      <h2 id="offer-contract">{t('contract.heading')}</h2>
      <p>{t('contract.parties', { artist: offer.artist.name, organiser: offer.organiser.name })}</p>
      <details className="show-offer__terms" open={offer.state !== 'confirmed'}>
        <summary>{t('contract.terms')}</summary>
        {offer.contract_terms.split(/\n\s*\n/).map((clause) => (
          <p key={clause.slice(0, 40)}>{clause}</p>
        ))}
      </details>
      <p className="show-offer__aside">
        {t('contract.countersigned', {
          artist: offer.artist.name,
          date: formatDate(offer.sent_at, language),
        })}
      </p>
      {offer.signature ? (
        <p className="show-offer__aside">
          {t('contract.signedBy', {
            name: offer.signature.signer_name,
            date: formatDate(offer.signature.signed_at, language),
          })}
        </p>
      ) : null}
      <p className="show-offer__fingerprint">
        <span>{t('contract.fingerprint')}</span>
        <code>{offer.document_sha256}</code>
      </p>
      {offer.contract_url ? (
        <p>
          <a className="button button--ghost" href={offer.contract_url} download>
            {t('contract.download')}
          </a>
        </p>
      ) : null}
    </section>
  )
}

import type { LicenceTier } from '@contract/licence-tiers.ts'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'
import { useLicenceTiers } from '../api/get-licence-tiers'

const CAPS = ['copies', 'streams', 'videos', 'radio', 'live'] as const

/**
 * Every licence by what it delivers (MP3, WAV, stems) and what it allows, capped: the same tiers
 * the track pages sell and the certificates print, as the owner set them. With the terms'
 * version, which buyers accept at checkout.
 */
export function LicenceTiersTable() {
  const { t } = useTranslation('licences')
  const { data } = useLicenceTiers()
  if (!data) return null
  return (
    <section className="licence-tiers" aria-labelledby="licence-tiers-title">
      <h2 id="licence-tiers-title" className="section__title">
        {t('tiers.heading')}
      </h2>
      <p className="licence-tiers__intro">{t('tiers.intro')}</p>
      <div className="licence-tiers__grid">
        {data.tiers.map((tier) => (
          <TierCard key={tier.licence} tier={tier} />
        ))}
      </div>
      <p className="licence-tiers__note">
        {t(data.prices_include_tax ? 'tiers.vatIncluded' : 'tiers.vatAdded')}{' '}
        {t('tiers.version', { version: data.terms_version })}
      </p>
    </section>
  )
}

function TierCard({ tier }: { tier: LicenceTier }) {
  const { t, i18n } = useTranslation(['licences', 'tracks'])
  const number = new Intl.NumberFormat(currentLanguage(i18n))
  const id = `tier-${tier.licence}`
  return (
    <article className={`licence-tier licence-tier--${tier.licence}`} aria-labelledby={id}>
      <h3 id={id} className="licence-tier__name">
        {t(`tracks:licence.name.${tier.licence}`)}
      </h3>
      <p className="licence-tier__files">
        {tier.files.map((file) => t(`tracks:files.${file}`)).join(' + ')}
      </p>
      <dl className="licence-tier__caps">
        {CAPS.map((cap) => {
          const value = tier.caps[cap]
          return (
            <div key={cap} className="licence-tier__cap">
              <dt>{t(`tiers.caps.${cap}`)}</dt>
              <dd>
                {value === null
                  ? t('tiers.unlimited')
                  : value === 0
                    ? t('tiers.none')
                    : number.format(value)}
              </dd>
            </div>
          )
        })}
      </dl>
    </article>
  )
}

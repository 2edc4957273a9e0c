import type { PublicSettings } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { formatClaim } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import './home.css'

const CLAIMS = ['festivals', 'releases', 'monthly_listeners'] as const

export function Claims({ claims }: { claims: PublicSettings['claims'] }) {
  const { t, i18n } = useTranslation('pages')
  const language = currentLanguage(i18n)
  return (
    <section className="claims container" aria-label={t('home.claims.label')}>
      <ul className="claims__list">
        {CLAIMS.map((claim) => (
          <li key={claim} className="claims__item">
            <span className="claims__value">{formatClaim(claims[claim], language)}</span>{' '}
            <span className="claims__label">{t(`home.claims.${claim}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

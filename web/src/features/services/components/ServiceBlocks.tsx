import type { PublicSettings } from '@contract/site/site.ts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'

/** A titled section of a service page. */
export function Block({
  id,
  heading,
  children,
}: {
  id: string
  heading: string
  children: ReactNode
}) {
  return (
    <section className="service__block" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** `services:<page>.included.<key>` as a checklist. */
export function Included({ page, items }: { page: string; items: readonly string[] }) {
  const { t } = useTranslation('services')
  return (
    <Block id={`${page}-included`} heading={t('included')}>
      <ul className="checklist">
        {items.map((item) => (
          <li key={item}>{t(`${page}.included.${item}`)}</li>
        ))}
      </ul>
    </Block>
  )
}

export function PriceCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('services')
  return (
    <aside className="price-card" aria-labelledby="price-title">
      <h2 id="price-title" className="price-card__title">
        {t('price.heading')}
      </h2>
      {children}
    </aside>
  )
}

/** "1.500 € per hour, typically 1-3 hours": studio production and private sessions. */
export function HourlyPrice({ settings }: { settings: PublicSettings }) {
  const { t, i18n } = useTranslation('services')
  const { session_hourly_cents: sessionHourlyCents, session_hours: sessionHours } = settings.rates
  return (
    <PriceCard>
      <p className="price-card__amount">
        {t('price.hourly', {
          price: formatMoney(sessionHourlyCents, settings.currency, currentLanguage(i18n)),
        })}
      </p>
      <p>{t('price.typical', { min: sessionHours.min, max: sessionHours.max })}</p>
    </PriceCard>
  )
}

/** The genre rule of the studio services, stated plainly. */
export function GenreRule() {
  const { t } = useTranslation('services')
  return (
    <Block id="genre-rule" heading={t('genreRule.heading')}>
      <p>{t('genreRule.body')}</p>
      <p className="genre-rule__refused">
        <strong>{t('genreRule.refused')}</strong>
      </p>
    </Block>
  )
}

/** The genre rule as a quiet note beside the enquiry form: where it matters, not a headline. */
export function GenreNote() {
  const { t } = useTranslation('services')
  return (
    <aside className="genre-note" aria-label={t('genreRule.heading')}>
      <p>{t('genreRule.body')}</p>
      <p>{t('genreRule.refused')}</p>
    </aside>
  )
}

/** The enquiry form under its heading, with an optional note (the genre rule) above it. */
export function EnquiryBlock({ children, note }: { children: ReactNode; note?: ReactNode }) {
  const { t } = useTranslation('services')
  return (
    <Block id="enquiry" heading={t('enquiry.heading')}>
      <p className="service__lead">{t('enquiry.intro')}</p>
      {note}
      {children}
    </Block>
  )
}

type EventType = Parameters<typeof paths.bookSession.build>[0]

export function BookingCta({ type, label }: { type: EventType; label: string }) {
  return (
    <p className="service__cta">
      <Link className="button button--primary" href={paths.bookSession.build(type)}>
        {label}
      </Link>
    </p>
  )
}

import { useTranslation } from 'react-i18next'

export const SECTION_ANCHORS = [
  'brand',
  'artist',
  'gigs',
  'rates',
  'blocked-dates',
  'ranges',
  'shipping',
  'bundle',
  'promotion-codes',
  'claims',
  'social',
  'mixes',
  'security',
] as const
export type SectionAnchor = (typeof SECTION_ANCHORS)[number]

/** The page's sections as links: a long page on a phone, reached in one tap. */
export function SettingsNav() {
  const { t } = useTranslation('admin-settings')
  return (
    <nav className="settings-nav" aria-label={t('nav.label')}>
      <ul>
        {SECTION_ANCHORS.map((anchor) => (
          <li key={anchor}>
            <a href={`#${anchor}`}>{t(`nav.${anchor}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

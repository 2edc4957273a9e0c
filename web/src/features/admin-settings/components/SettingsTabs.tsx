import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'

export const SETTINGS_TABS = [
  'general',
  'artist',
  'gigs',
  'bookings',
  'offers',
  'shop',
  'discounts',
  'licences',
  'security',
] as const
export type SettingsTabId = (typeof SETTINGS_TABS)[number]

export const isSettingsTab = (tab: string | undefined): tab is SettingsTabId =>
  (SETTINGS_TABS as readonly string[]).includes(tab ?? '')

type Props = {
  current: SettingsTabId
  /** Tabs with changes not saved yet: marked, since their edits are kept while another is open. */
  unsaved: ReadonlySet<SettingsTabId>
}

/** The settings' tabs, each its own address (`/admin/settings/shop`), in one row that scrolls. */
export function SettingsTabs({ current, unsaved }: Props) {
  const { t } = useTranslation('admin-settings')
  const nav = useRef<HTMLElement>(null)
  // On a phone the row scrolls: the open tab is brought into it, not left off screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again each time another tab opens
  useEffect(() => {
    const open = nav.current?.querySelector<HTMLElement>('[aria-current="page"]')
    open?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [current])
  return (
    <nav ref={nav} className="settings-tabs" aria-label={t('tabs.label')}>
      <ul>
        {SETTINGS_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={`/settings/${tab}`}
              className="settings-tabs__link"
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(`tabs.${tab}`)}
              {unsaved.has(tab) ? ' ' : null}
              {unsaved.has(tab) ? (
                <span className="settings-tabs__unsaved">
                  <span aria-hidden="true">•</span>
                  <span className="visually-hidden">({t('unsaved')})</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

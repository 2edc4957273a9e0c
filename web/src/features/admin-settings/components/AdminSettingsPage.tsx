import type { AdminSettings } from '@contract/admin/settings.ts'
import { type ReactNode, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { QueryState } from '@/components/admin/QueryState'
import { useAdminSettings } from '../api/settings'
import { ArtistSection } from './ArtistSection'
import { BlockedDatesSection } from './BlockedDatesSection'
import { BrandSection } from './BrandSection'
import { BundleSection } from './BundleSection'
import { ClaimsSection } from './ClaimsSection'
import { GearDeliverySection } from './GearDeliverySection'
import { GigsSection } from './GigsSection'
import { LicenceTiersSection } from './LicenceTiersSection'
import { MixesSection } from './MixesSection'
import { OffersSessionsSection } from './OffersSessionsSection'
import { PromotionCodesSection } from './PromotionCodesSection'
import { RangesSection } from './RangesSection'
import { RatesSection } from './RatesSection'
import { SecuritySection } from './SecuritySection'
import { isSettingsTab, SETTINGS_TABS, type SettingsTabId, SettingsTabs } from './SettingsTabs'
import { ShippingRatesSection } from './ShippingRatesSection'
import { SocialLinksSection } from './SocialLinksSection'
import { StudioPricesSection } from './StudioPricesSection'
import { SettingsTab } from './settings-tab'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'

/**
 * What each tab holds. Tabs with a form save their sections with one Save; gigs, uploads,
 * discounts and security act as they are used, so those tabs have none.
 */
const TAB_CONTENT: Record<
  SettingsTabId,
  { form: boolean; render: (s: AdminSettings) => ReactNode }
> = {
  general: {
    form: true,
    render: (settings) => (
      <>
        <BrandSection settings={settings} />
        <ClaimsSection settings={settings} />
        <SocialLinksSection settings={settings} />
      </>
    ),
  },
  artist: {
    form: true,
    render: (settings) => (
      <>
        <ArtistSection settings={settings} />
        <MixesSection settings={settings} />
      </>
    ),
  },
  gigs: { form: false, render: () => <GigsSection /> },
  bookings: {
    form: true,
    render: (settings) => (
      <>
        <RatesSection settings={settings} />
        <StudioPricesSection settings={settings} />
        <BlockedDatesSection settings={settings} />
        <RangesSection settings={settings} />
      </>
    ),
  },
  // Saved on their own (admin/booking-settings), with their own Save.
  offers: { form: false, render: () => <OffersSessionsSection /> },
  shop: {
    form: true,
    render: (settings) => (
      <>
        <ShippingRatesSection settings={settings} />
        <GearDeliverySection settings={settings} />
      </>
    ),
  },
  // Both act at once: the bundle is a switch, each code is created in Stripe when added.
  discounts: {
    form: false,
    render: (settings) => (
      <>
        <BundleSection settings={settings} />
        <PromotionCodesSection />
      </>
    ),
  },
  // Saved on its own (admin/licence-tiers): each save is a new version of the licence terms.
  licences: { form: false, render: () => <LicenceTiersSection /> },
  security: { form: false, render: (settings) => <SecuritySection settings={settings} /> },
}

/** /admin/settings/{tab}: every setting of the site, a tab at a time, each tab saved at once. */
export default function AdminSettingsPage() {
  // 'forms' too: the page's forms render once their data is in, and a namespace loaded only then
  // would hide the whole page again (Suspense) while it arrives.
  const { t } = useTranslation(['admin-settings', 'admin', 'forms'])
  const { data, error, mutate } = useAdminSettings()
  const { tab } = useParams<{ tab?: string }>()
  const current = isSettingsTab(tab) ? tab : 'general'
  const [unsaved, setUnsaved] = useState<ReadonlySet<SettingsTabId>>(new Set())
  const dirtyChanged = useCallback((id: SettingsTabId, dirty: boolean) => {
    setUnsaved((tabs) => {
      if (tabs.has(id) === dirty) return tabs
      const next = new Set(tabs)
      if (dirty) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])
  return (
    <AdminPage title={t('admin:nav.settings')} intro={t('intro')}>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(settings) => (
          <div className="settings">
            <SettingsTabs current={current} unsaved={unsaved} />
            {/* Every tab stays mounted, hidden when another is open: what was typed in one is
                still there when the owner comes back to it. */}
            {SETTINGS_TABS.map((id) => (
              <div key={id} className="settings-panel" hidden={id !== current}>
                {TAB_CONTENT[id].form ? (
                  <SettingsTab
                    label={t(`tabs.${id}`)}
                    onDirtyChange={(dirty) => dirtyChanged(id, dirty)}
                  >
                    {TAB_CONTENT[id].render(settings)}
                  </SettingsTab>
                ) : (
                  TAB_CONTENT[id].render(settings)
                )}
              </div>
            ))}
            <UnsavedChangesGuard active={unsaved.size > 0} />
          </div>
        )}
      </QueryState>
    </AdminPage>
  )
}

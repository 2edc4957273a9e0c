import { useTranslation } from 'react-i18next'
import { AdminPage } from '@/components/admin/AdminPage'
import { QueryState } from '@/components/admin/QueryState'
import { useAdminSettings } from '../api/settings'
import { ArtistSection } from './ArtistSection'
import { BlockedDatesSection } from './BlockedDatesSection'
import { BrandSection } from './BrandSection'
import { BundleSection } from './BundleSection'
import { ClaimsSection } from './ClaimsSection'
import { GigsSection } from './GigsSection'
import { MixesSection } from './MixesSection'
import { PromotionCodesSection } from './PromotionCodesSection'
import { RangesSection } from './RangesSection'
import { RatesSection } from './RatesSection'
import { SecuritySection } from './SecuritySection'
import { SettingsNav } from './SettingsNav'
import { ShippingRatesSection } from './ShippingRatesSection'
import { SocialLinksSection } from './SocialLinksSection'
import './settings.css'

/** /admin/settings: every setting of the site, each section saved on its own. */
export default function AdminSettingsPage() {
  // 'forms' too: the page's forms render once their data is in, and a namespace loaded only then
  // would hide the whole page again (Suspense) while it arrives.
  const { t } = useTranslation(['admin-settings', 'admin', 'forms'])
  const { data, error, mutate } = useAdminSettings()
  return (
    <AdminPage title={t('admin:nav.settings')} intro={t('intro')}>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(settings) => (
          // Each section starts from the settings as first read and keeps what is typed after.
          <div className="settings">
            <SettingsNav />
            <BrandSection settings={settings} />
            <ArtistSection settings={settings} />
            <GigsSection />
            <RatesSection settings={settings} />
            <BlockedDatesSection settings={settings} />
            <RangesSection settings={settings} />
            <ShippingRatesSection settings={settings} />
            <BundleSection settings={settings} />
            <PromotionCodesSection />
            <ClaimsSection settings={settings} />
            <SocialLinksSection settings={settings} />
            <MixesSection settings={settings} />
            <SecuritySection settings={settings} />
          </div>
        )}
      </QueryState>
    </AdminPage>
  )
}

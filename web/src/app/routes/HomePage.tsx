import { useTranslation } from 'react-i18next'
import { SignupForm } from '@/components/subscribe/SignupForm'
import { BioSection } from '@/features/artist/components/BioSection'
import { UpcomingGigs } from '@/features/artist/components/UpcomingGigs'
import { ContactSection } from '@/features/contact/components/ContactSection'
import { Claims } from '@/features/home/components/Claims'
import { FeaturedTracks } from '@/features/home/components/FeaturedTracks'
import { Hero } from '@/features/home/components/Hero'
import { ServiceCards } from '@/features/home/components/ServiceCards'
import { artistJsonLd } from '@/features/home/utils/artist-json-ld'
import { useSettings } from '@/lib/api/get-settings'
import { useSiteOrigin } from '@/lib/server-render'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useJsonLd } from '@/lib/use-json-ld'

export default function HomePage() {
  const { t } = useTranslation('pages')
  const { data: settings } = useSettings()
  useDocumentMeta({
    title: settings ? pageTitle(t('home.title'), settings.brand_name) : t('home.title'),
    description: t('home.description'),
    // The largest thing on a phone's first screen.
    image: settings?.hero_image_url,
    preloadImage: true,
  })
  const origin = useSiteOrigin()
  useJsonLd(settings ? artistJsonLd(settings, origin, t('home.description')) : null)
  return (
    <>
      <Hero settings={settings} />
      {settings ? <Claims claims={settings.claims} /> : null}
      <FeaturedTracks />
      {settings ? <BioSection settings={settings} /> : null}
      <UpcomingGigs />
      <div className="section container">
        <SignupForm heading="section" />
      </div>
      <ServiceCards />
      <ContactSection />
    </>
  )
}

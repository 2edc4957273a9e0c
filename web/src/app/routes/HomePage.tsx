import { useTranslation } from 'react-i18next'
import { deferredUntilSeen } from '@/components/deferred/deferred-until-seen'
import { Claims } from '@/features/home/components/Claims'
import { Hero } from '@/features/home/components/Hero'
import { artistJsonLd } from '@/features/home/utils/artist-json-ld'
import { useSettings } from '@/lib/api/get-settings'
import { IMAGE_SIZES } from '@/lib/image'
import { useSiteOrigin } from '@/lib/server-render'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useJsonLd } from '@/lib/use-json-ld'

// Below a phone's first screen: hydrated as they near the viewport (deferred-until-seen.tsx).
const FeaturedTracks = deferredUntilSeen(() =>
  import('@/features/home/components/FeaturedTracks').then((module) => module.FeaturedTracks),
)
const BioSection = deferredUntilSeen(() =>
  import('@/features/artist/components/BioSection').then((module) => module.BioSection),
)
const UpcomingGigs = deferredUntilSeen(() =>
  import('@/features/artist/components/UpcomingGigs').then((module) => module.UpcomingGigs),
)
const ServiceCards = deferredUntilSeen(() =>
  import('@/features/home/components/ServiceCards').then((module) => module.ServiceCards),
)
const Signup = deferredUntilSeen(() =>
  import('@/components/subscribe/SignupForm').then(
    ({ SignupForm }) =>
      function HomeSignup() {
        return (
          <div className="section container">
            <SignupForm heading="section" />
          </div>
        )
      },
  ),
)
const ContactSection = deferredUntilSeen(() =>
  import('@/features/contact/components/ContactSection').then((module) => module.ContactSection),
)

export default function HomePage() {
  const { t } = useTranslation('pages')
  const { data: settings } = useSettings()
  useDocumentMeta({
    title: settings ? pageTitle(t('home.title'), settings.brand_name) : t('home.title'),
    description: t('home.description'),
    // The largest thing on a phone's first screen.
    image: settings?.hero_image_url,
    preloadImage: IMAGE_SIZES.hero,
  })
  const origin = useSiteOrigin()
  useJsonLd(settings ? artistJsonLd(settings, origin, t('home.description')) : null)
  return (
    <>
      <Hero settings={settings} />
      {settings ? <Claims claims={settings.claims} /> : null}
      <FeaturedTracks />
      <BioSection />
      <UpcomingGigs />
      <Signup />
      <ServiceCards />
      <ContactSection />
    </>
  )
}

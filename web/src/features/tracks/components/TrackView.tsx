import type { Licence } from '@contract/checkout.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deferredUntilSeen } from '@/components/deferred/deferred-until-seen'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { useBreadcrumbs } from '@/lib/breadcrumbs'
import { currentLanguage } from '@/lib/i18n'
import { IMAGE_SIZES } from '@/lib/image'
import { useSiteOrigin } from '@/lib/server-render'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useJsonLd } from '@/lib/use-json-ld'
import type { TrackDetail } from '../api/get-track'
import { trackJsonLd } from '../utils/track-json-ld'
import { BuyBox } from './BuyBox'
import { ExclusiveSold } from './ExclusiveSold'
import { LicenceChoice } from './LicenceChoice'
import { RelatedTracks } from './RelatedTracks'
import { TrackHeader } from './TrackHeader'
import { WaveformPlayer } from './WaveformPlayer'

const META_DESCRIPTION_LENGTH = 160
/** The licence comparison's anchor, which the buy box at the top links to. */
const LICENCES_ID = 'licences'

/** The mailing list's sign-up, below the licences: hydrated as it nears the viewport. */
const Signup = deferredUntilSeen(() =>
  import('@/components/subscribe/SignupForm').then(
    ({ SignupForm }) =>
      function TrackSignup() {
        return (
          <div className="track-page__signup">
            <SignupForm heading="section" />
          </div>
        )
      },
  ),
)

export function TrackView({ track }: { track: TrackDetail }) {
  const { t, i18n } = useTranslation('tracks')
  const language = currentLanguage(i18n)
  const { data: settings } = useSettings()
  const url = useSiteOrigin() + paths.track.build(track.slug)
  const [licence, setLicence] = useState<Licence>('private')
  useDocumentMeta({
    title: pageTitle(
      t('detail.title', { title: track.title, artist: track.artist }),
      settings?.brand_name,
    ),
    description: shorten(
      track.description ??
        t('detail.description', { title: track.title, genre: track.genre, bpm: track.bpm }),
    ),
    type: 'music.song',
    image: track.cover_url,
    imageAlt: t('detail.cover', { title: track.title }),
    preloadImage: IMAGE_SIZES.trackCover,
    // Off sale for good: the page stays for the licences issued, out of search results.
    noindex: track.exclusive_sold,
  })
  useJsonLd(trackJsonLd(track, { url, offerName: (licence) => t(`licence.name.${licence}`) }))
  useBreadcrumbs([
    { name: t('common:nav.tracks'), path: paths.tracks.build() },
    { name: track.title, path: paths.track.build(track.slug) },
  ])

  return (
    <article className="page container track-page">
      <TrackHeader
        track={track}
        buy={
          <BuyBox
            track={track}
            language={language}
            licence={licence}
            onLicenceChange={setLicence}
            detailsId={LICENCES_ID}
          />
        }
      />
      <section className="track-page__player" aria-labelledby="track-preview-title">
        <h2 id="track-preview-title" className="track-page__subtitle">
          {t('player.heading')}
        </h2>
        {track.preview_url ? (
          <WaveformPlayer
            key={track.preview_url}
            track={{ ...track, preview_url: track.preview_url }}
            queue={[track, ...track.related]}
          />
        ) : (
          <p className="notice">{t('player.none')}</p>
        )}
      </section>
      {track.exclusive_sold ? (
        <ExclusiveSold />
      ) : (
        <LicenceChoice
          id={LICENCES_ID}
          track={track}
          language={language}
          licence={licence}
          onLicenceChange={setLicence}
        />
      )}
      <Signup />
      <RelatedTracks tracks={track.related} language={language} />
    </article>
  )
}

function shorten(text: string) {
  const single = text.replace(/\s+/g, ' ').trim()
  return single.length <= META_DESCRIPTION_LENGTH
    ? single
    : `${single.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…`
}

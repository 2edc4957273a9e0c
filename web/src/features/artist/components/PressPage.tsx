import type { PressFile } from '@contract/artist.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Loading } from '@/components/ui/Loading'
import { paths } from '@/config/paths'
import { localizedBio, localizedTagline, useSettings } from '@/lib/api/get-settings'
import { currentLanguage } from '@/lib/i18n'
import { useSiteOrigin } from '@/lib/server-render'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useJsonLd } from '@/lib/use-json-ld'
import { useGigs } from '../api/get-gigs'
import { gigsJsonLd } from '../utils/event-json-ld'
import { GigList } from './GigList'
import './artist.css'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'

/** /press: the bio, photos and documents for promoters and press, and every date. */
export default function PressPage() {
  const { t, i18n } = useTranslation('pages')
  const language = currentLanguage(i18n)
  const { data: settings } = useSettings()
  const { data: gigs } = useGigs()
  const origin = useSiteOrigin()
  useDocumentMeta({
    title: pageTitle(t('press.title'), settings?.brand_name),
    description: t('press.description', { name: settings?.brand_name ?? '' }),
  })
  useJsonLd(
    settings && gigs && gigs.upcoming.length > 0
      ? gigsJsonLd(gigs.upcoming, settings.brand_name, origin)
      : null,
  )
  if (!settings) return <Loading fullScreen />

  const photos = settings.press_kit.filter((file) => file.kind === 'photo')
  const documents = settings.press_kit.filter((file) => file.kind !== 'photo')
  return (
    <article className="page container press">
      <h1 className="page__title">{t('press.heading', { name: settings.brand_name })}</h1>
      <p className="page__intro">{localizedTagline(settings, language)}</p>
      <p className="bio">{localizedBio(settings, language)}</p>

      <section className="section" aria-labelledby="press-downloads">
        <h2 id="press-downloads" className="section__title">
          {t('press.downloads')}
        </h2>
        {settings.press_kit.length === 0 ? (
          <p className="notice">{t('press.none')}</p>
        ) : (
          <ul className="press-downloads">
            {[...photos, ...documents].map((file) => (
              <PressDownload key={file.url} file={file} />
            ))}
          </ul>
        )}
        <p>
          {t('press.contact')}{' '}
          <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
        </p>
      </section>

      <section className="section" id="dates" aria-labelledby="press-dates">
        <h2 id="press-dates" className="section__title">
          {t('gigs.upcoming')}
        </h2>
        {gigs && gigs.upcoming.length > 0 ? (
          <GigList gigs={gigs.upcoming} />
        ) : (
          <p className="notice">{t('gigs.none')}</p>
        )}
        {gigs && gigs.past.length > 0 ? (
          <>
            <h3 className="press__past-title">{t('gigs.past')}</h3>
            <GigList gigs={gigs.past} past />
          </>
        ) : null}
      </section>

      <p className="press__cta">
        <Link className="button button--primary" href={paths.bookSession.build()}>
          {t('press.book')}
        </Link>
      </p>
    </article>
  )
}

function PressDownload({ file }: { file: PressFile }) {
  const { t } = useTranslation('pages')
  return (
    <li className="press-file">
      {file.kind === 'photo' ? (
        <img
          className="press-file__preview"
          {...responsiveImage(file.url, IMAGE_SIZES.pressPhoto, 320)}
          alt=""
          width={240}
          height={300}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="press-file__doc" aria-hidden="true">
          PDF
        </span>
      )}
      <p className="press-file__title">{file.title}</p>
      <a className="button button--small button--ghost" href={file.url} download>
        {t(`press.download.${file.kind}`)}
        <span className="visually-hidden"> – {file.title}</span>
      </a>
    </li>
  )
}

import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'wouter'
import { Loading } from '@/components/ui/Loading'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useVerification } from '../api/get-verification'
import { UnknownLicence } from './UnknownLicence'
import './licences.css'

/**
 * /licenses/{number}: whoever holds a certificate (a label, a platform, a venue) checks that its
 * licence is real and still valid. Public, so it shows the holder's initials and never the email.
 */
export default function LicenceVerificationPage() {
  const { t, i18n } = useTranslation('licences')
  const language = currentLanguage(i18n)
  const { number = '' } = useParams<{ number: string }>()
  const { data: settings } = useSettings()
  const { data, error, mutate } = useVerification(number)
  useDocumentMeta({
    title: pageTitle(t('verify.title', { number }), settings?.brand_name),
    description: t('verify.description'),
    noindex: true,
  })

  if (error instanceof ApiError && error.status === 404) return <UnknownLicence number={number} />
  if (error && !data) {
    return (
      <article className="page container">
        <p className="notice" role="alert">
          {t('verify.error')}{' '}
          <button type="button" className="button button--small" onClick={() => mutate()}>
            {t('verify.retry')}
          </button>
        </p>
      </article>
    )
  }
  if (!data) return <Loading fullScreen />

  const issued = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(data.issued_at),
  )
  return (
    <article className="page container licence-verification">
      <p className="licence-verification__eyebrow">{t('verify.eyebrow')}</p>
      <h1 className="page__title">{data.number}</h1>
      <p
        className={`licence-verification__status licence-verification__status--${data.valid ? 'valid' : 'revoked'}`}
        role="status"
      >
        <span aria-hidden="true">{data.valid ? '✓' : '✕'}</span>{' '}
        {data.valid ? t('verify.valid') : t('verify.revoked')}
      </p>
      <dl className="licence-verification__facts">
        <div>
          <dt>{t('verify.track')}</dt>
          <dd>
            {data.track_title} — {data.track_artist}
          </dd>
        </div>
        <div>
          <dt>{t('verify.licence')}</dt>
          <dd>{t(`verify.types.${data.licence}`)}</dd>
        </div>
        <div>
          <dt>{t('verify.issued')}</dt>
          <dd>
            <time dateTime={data.issued_at}>{issued}</time>
          </dd>
        </div>
        <div>
          <dt>{t('verify.holder')}</dt>
          <dd>{data.holder_initials}</dd>
        </div>
      </dl>
      {data.licence === 'exclusive' ? (
        <p className="licence-verification__note">{t('verify.exclusive')}</p>
      ) : null}
      <p className="licence-verification__note">{t('verify.privacy')}</p>
      <p>
        <Link href={paths.licences.build()}>{t('verify.terms')}</Link>
      </p>
    </article>
  )
}

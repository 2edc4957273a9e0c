import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { useNotFoundStatus } from '@/lib/server-render'

/**
 * /licenses/{number} for a number no licence has: the answer the person checking came for, said
 * plainly (served with a 404), with what to check next.
 */
export function UnknownLicence({ number }: { number: string }) {
  const { t } = useTranslation('licences')
  useNotFoundStatus()
  return (
    <article className="page container licence-verification">
      <p className="licence-verification__eyebrow">{t('verify.eyebrow')}</p>
      <h1 className="page__title">{t('verify.unknown.heading')}</h1>
      <p
        className="licence-verification__status licence-verification__status--revoked"
        role="status"
      >
        <span aria-hidden="true">✕</span> {t('verify.unknown.status', { number })}
      </p>
      <p className="licence-verification__body">{t('verify.unknown.body')}</p>
      <p>
        <Link href={paths.licences.build()}>{t('verify.terms')}</Link>
      </p>
    </article>
  )
}

import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'

/** For promoters and venues: the press kit (bio, photos, one-sheet, technical rider). */
export function PressKitLink() {
  const { t } = useTranslation()
  return (
    <p className="press-kit-link">
      {t('pressKit.lead')} <Link href={paths.press.build()}>{t('pressKit.link')}</Link>
    </p>
  )
}

import { languageTag } from '@contract/language-tags.ts'
import { useTranslation } from 'react-i18next'
import { useSettings } from '@/lib/api/get-settings'

type Props = { subject: string; body: string; language: string; usesSpanish: boolean }

/**
 * The announcement as a fan reads it on a phone: the sender, the subject, the owner's paragraphs,
 * and the footer every announcement carries (unsubscribe, language and data).
 */
export function PhonePreview({ subject, body, language, usesSpanish }: Props) {
  const { t } = useTranslation(['admin-announcements', 'common'])
  const { data: settings } = useSettings()
  const brand = settings?.brand_name ?? ''
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
  return (
    <figure className="phone-preview">
      <figcaption className="phone-preview__caption">
        {t('preview.caption', { language: t(`common:language.names.${language}`) })}
        {usesSpanish ? (
          <span className="phone-preview__fallback"> · {t('preview.fallback')}</span>
        ) : null}
      </figcaption>
      <div className="phone-preview__screen" lang={usesSpanish ? 'es' : languageTag(language)}>
        <p className="phone-preview__from">{brand}</p>
        <p className="phone-preview__subject">{subject || t('preview.noSubject')}</p>
        <div className="phone-preview__body">
          {paragraphs.length > 0 ? (
            paragraphs.map((text, index) => (
              // Paragraphs have no identity of their own; their order is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={index}>{text}</p>
            ))
          ) : (
            <p className="phone-preview__empty">{t('preview.noBody')}</p>
          )}
        </div>
        <p className="phone-preview__footer">{t('preview.footer')}</p>
      </div>
    </figure>
  )
}

import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

export function EnquirySent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('services')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="enquiry-sent">
      <h3 ref={heading} tabIndex={-1}>
        {t('enquiry.sent.heading')}
      </h3>
      <p>{t('enquiry.sent.body', { email })}</p>
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {t('enquiry.sent.again')}
      </button>
    </div>
  )
}

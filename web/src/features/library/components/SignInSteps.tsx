import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LinkProblem } from '../lib/link-callback'
import { CodeForm } from './CodeForm'
import { EmailForm } from './EmailForm'

/** Signed out: the email to send a link to, then "check your email" with the code as a fallback. */
export function SignInSteps({ linkProblem }: { linkProblem: LinkProblem | null }) {
  const { t } = useTranslation('library')
  const [sentTo, setSentTo] = useState<string | null>(null)

  if (sentTo) return <CodeForm email={sentTo} onOtherEmail={() => setSentTo(null)} />
  return (
    <div className="library-card">
      {linkProblem ? (
        <p className="notice library__problem" role="alert">
          {t(linkProblem === 'expired' ? 'link.expired' : 'link.otherBrowser')}
        </p>
      ) : null}
      <p className="page__intro">{t('intro')}</p>
      <EmailForm onSent={setSentTo} />
    </div>
  )
}

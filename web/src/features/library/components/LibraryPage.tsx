import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from '@/components/ui/Loading'
import { useSettings } from '@/lib/api/get-settings'
import { followStoredSession, useSession } from '@/lib/auth/session'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { type LinkProblem, readLinkCallback } from '../lib/link-callback'
import { LibraryOrders } from './LibraryOrders'
import { SignInSteps } from './SignInSteps'
import './library.css'

/**
 * /library: a buyer's orders, downloads, certificates and gear, after signing in with an emailed
 * link or code (no password). The link comes back here and signs in by itself.
 */
export default function LibraryPage() {
  const { t } = useTranslation('library')
  const { data: settings } = useSettings()
  const status = useSession((state) => state.status)
  const userId = useSession((state) => state.session?.user.id ?? null)
  const email = useSession((state) => state.session?.user.email ?? '')
  const [linkChecked, setLinkChecked] = useState(false)
  const [linkProblem, setLinkProblem] = useState<LinkProblem | null>(null)

  useDocumentMeta({
    title: pageTitle(t('meta.title'), settings?.brand_name),
    description: t('meta.description'),
    noindex: true,
  })

  useEffect(() => {
    followStoredSession().catch(() => undefined)
    readLinkCallback()
      .then(setLinkProblem, () => setLinkProblem('expired'))
      .finally(() => setLinkChecked(true))
  }, [])

  const ready = status !== 'loading' && linkChecked
  return (
    <section className="page container library" aria-labelledby="library-title">
      <h1 id="library-title" className="page__title">
        {t('title')}
      </h1>
      {!ready ? <Loading /> : null}
      {ready && status === 'signed_in' && userId ? (
        <LibraryOrders userId={userId} email={email} />
      ) : null}
      {ready && status === 'signed_out' ? <SignInSteps linkProblem={linkProblem} /> : null}
    </section>
  )
}

import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearch } from 'wouter'
import NotFoundPage from '@/components/not-found/NotFoundPage'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Loading } from '@/components/ui/Loading'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { usePrivatePageMeta } from '@/lib/use-private-page-meta'
import { useSession } from '../api/session'
import { CancelSession } from './CancelSession'
import { MoveSession } from './MoveSession'
import { SessionFacts } from './SessionFacts'
import './sessions.css'

/**
 * /session/{token}: a private session for the person who booked it (the link in their email is
 * the key): when it is, what was paid, the calendar entry; moving or cancelling it while allowed.
 */
export default function SessionPage() {
  const { t } = useTranslation('sessions')
  const { token = '' } = useParams<{ token: string }>()
  const paid = new URLSearchParams(useSearch()).has('paid')
  const settings = usePrivatePageMeta(t('title'), t('description'))
  const { data: session, error, mutate } = useSession(token, paid)

  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />
  if (error && !session) {
    return (
      <LoadFailed
        className="page container session"
        message={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => mutate()}
      />
    )
  }
  if (!session) return <Loading fullScreen />

  return (
    <article className="page container session">
      <p className="session__eyebrow">{t('eyebrow', { artist: settings?.brand_name ?? '' })}</p>
      <h1 className="page__title">{t('title')}</h1>
      <p className={`session__status session__status--${session.state}`} role="status">
        {session.state === 'confirmed' ? <span aria-hidden="true">✓ </span> : null}
        {t(`state.${session.state}`)}
      </p>
      <SessionFacts session={session} />
      {session.can_reschedule ? (
        <MoveSession
          token={token}
          session={session}
          onMoved={(next) => mutate(next, { revalidate: false })}
        />
      ) : null}
      {session.can_cancel ? (
        <CancelSession
          token={token}
          session={session}
          onCancelled={(next) => mutate(next, { revalidate: false })}
        />
      ) : null}
      {session.state === 'cancelled' || session.state === 'expired' ? (
        <p>
          <Link className="button button--primary" href={paths.bookSession.build('session')}>
            {t('book')}
          </Link>
        </p>
      ) : null}
    </article>
  )
}

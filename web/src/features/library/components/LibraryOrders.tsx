import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { useLibrary } from '../api/get-library'
import { signOutOfLibrary } from '../lib/email-sign-in'
import { OrderCard } from './OrderCard'

/** Signed in: who, sign out, and every order placed with that address. */
export function LibraryOrders({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation('library')
  const library = useLibrary(userId)
  const [leaving, setLeaving] = useState(false)

  const signOut = async () => {
    setLeaving(true)
    try {
      await signOutOfLibrary()
    } finally {
      setLeaving(false)
    }
  }

  return (
    <>
      <div className="library__account">
        <p className="library__who">{t('signedInAs', { email })}</p>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={signOut}
          disabled={leaving}
        >
          {t('signOut')}
        </button>
      </div>
      {library.error ? (
        <div className="notice library__problem" role="alert">
          <p>
            <ErrorText code="load" context="library" />
          </p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => library.mutate()}
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {!library.data && !library.error ? <Loading /> : null}
      {library.data && library.data.orders.length === 0 ? (
        <p className="page__intro">{t('empty', { email })}</p>
      ) : null}
      {library.data && library.data.orders.length > 0 ? (
        <ol className="library__orders">
          {library.data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} onDownloaded={() => library.mutate()} />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  )
}

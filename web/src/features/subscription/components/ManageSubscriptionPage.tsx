import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { usePrivatePageMeta } from '@/lib/use-private-page-meta'
import { readSubscription } from '../api/subscription'
import { useLink } from '../lib/use-link'
import { ManagePanel } from './ManagePanel'
import { RequestLinkForm } from './RequestLinkForm'
import './subscription.css'

/**
 * `/subscription`: with an emailed link (`#token=…`), the fan's subscription and data; without
 * one, a form that emails such a link to the address, if the site holds anything on it.
 */
export default function ManageSubscriptionPage() {
  const { t } = useTranslation(['subscription', 'common'])
  usePrivatePageMeta(t('manage.meta'), t('manage.intro'))
  const [state, setState] = useLink(readSubscription)

  if (state.step === 'starting') return <Loading fullScreen />
  return (
    <section className="page container subscription" aria-labelledby="subscription-title">
      <h1 id="subscription-title" className="page__title">
        {t('manage.title')}
      </h1>
      <p className="page__intro">{t('manage.intro')}</p>
      {state.step === 'open' ? (
        <ManagePanel
          token={state.token}
          state={state.value}
          onChange={(subscription) => setState({ ...state, value: subscription })}
        />
      ) : (
        <>
          {state.step === 'failed' ? (
            <p className="notice" role="alert">
              <ErrorText code={state.code} />
            </p>
          ) : null}
          <RequestLinkForm />
        </>
      )}
    </section>
  )
}

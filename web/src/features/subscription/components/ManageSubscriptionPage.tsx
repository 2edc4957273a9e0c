import type { SubscriptionState } from '@contract/mailing.ts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from '@/components/ui/Loading'
import { useSettings } from '@/lib/api/get-settings'
import { ApiError } from '@/lib/api-client'
import { codeText } from '@/lib/error-text'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { readSubscription } from '../api/subscription'
import { takeLinkToken } from '../lib/link-token'
import { ManagePanel } from './ManagePanel'
import { RequestLinkForm } from './RequestLinkForm'
import './subscription.css'

type State =
  | { step: 'starting' }
  | { step: 'no-link' }
  | { step: 'open'; token: string; subscription: SubscriptionState }
  | { step: 'failed'; code: string }

/**
 * `/subscription`: with an emailed link (`#token=…`), the fan's subscription and data; without
 * one, a form that emails such a link to the address, if the site holds anything on it.
 */
export default function ManageSubscriptionPage() {
  const { t } = useTranslation(['subscription', 'common'])
  const { data: settings } = useSettings()
  const [state, setState] = useState<State>({ step: 'starting' })
  useDocumentMeta({
    title: pageTitle(t('manage.meta'), settings?.brand_name),
    description: t('manage.intro'),
    noindex: true,
  })

  useEffect(() => {
    const token = takeLinkToken()
    if (!token) {
      setState({ step: 'no-link' })
      return
    }
    readSubscription(token).then(
      (subscription) => setState({ step: 'open', token, subscription }),
      (error) =>
        setState({ step: 'failed', code: error instanceof ApiError ? error.code : 'network' }),
    )
  }, [])

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
          state={state.subscription}
          onChange={(subscription) => setState({ ...state, subscription })}
        />
      ) : (
        <>
          {state.step === 'failed' ? (
            <p className="notice" role="alert">
              {codeText(t, state.code)}
            </p>
          ) : null}
          <RequestLinkForm />
        </>
      )}
    </section>
  )
}

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Loading } from '@/components/ui/Loading'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { ApiError } from '@/lib/api-client'
import { codeText } from '@/lib/error-text'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { confirmSubscription } from '../api/subscription'
import { takeLinkToken } from '../lib/link-token'
import './subscription.css'

type State =
  | { step: 'checking' }
  | { step: 'confirmed'; email: string; language: string }
  | { step: 'failed'; code: string }

/** `/subscription/confirm#token=…`: the double opt-in's link lands here and confirms at once. */
export default function ConfirmSubscriptionPage() {
  const { t } = useTranslation(['subscription', 'common'])
  const { data: settings } = useSettings()
  const [state, setState] = useState<State>({ step: 'checking' })
  useDocumentMeta({
    title: pageTitle(t('confirm.meta'), settings?.brand_name),
    description: t('confirm.meta'),
    noindex: true,
  })

  useEffect(() => {
    const token = takeLinkToken()
    if (!token) {
      setState({ step: 'failed', code: 'subscription_link_invalid' })
      return
    }
    confirmSubscription(token).then(
      (result) => setState({ step: 'confirmed', email: result.email, language: result.language }),
      (error) =>
        setState({ step: 'failed', code: error instanceof ApiError ? error.code : 'network' }),
    )
  }, [])

  if (state.step === 'checking') return <Loading fullScreen />
  return (
    <section className="page container subscription" aria-labelledby="subscription-title">
      {state.step === 'confirmed' ? (
        <>
          <h1 id="subscription-title" className="page__title">
            {t('confirm.done')}
          </h1>
          <p className="page__intro">
            {t('confirm.body', {
              email: state.email,
              language: t(`common:language.names.${state.language}`),
              brand: settings?.brand_name ?? '',
            })}
          </p>
          <p className="subscription__hint">{t('confirm.leave')}</p>
        </>
      ) : (
        <>
          <h1 id="subscription-title" className="page__title">
            {t('confirm.failed')}
          </h1>
          <p className="page__intro" role="alert">
            {codeText(t, state.code)}
          </p>
          <p className="subscription__hint">{t('confirm.again')}</p>
        </>
      )}
      <p>
        <Link className="button button--primary" href={paths.tracks.build()}>
          {t('confirm.listen')}
        </Link>
      </p>
    </section>
  )
}

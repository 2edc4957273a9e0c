import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { paths } from '@/config/paths'
import { usePrivatePageMeta } from '@/lib/use-private-page-meta'
import { confirmSubscription } from '../api/subscription'
import { useLink } from '../lib/use-link'
import './subscription.css'

/** `/subscription/confirm#token=…`: the double opt-in's link lands here and confirms at once. */
export default function ConfirmSubscriptionPage() {
  const { t } = useTranslation(['subscription', 'common'])
  const settings = usePrivatePageMeta(t('confirm.meta'), t('confirm.meta'))
  const [state] = useLink(confirmSubscription)

  if (state.step === 'starting') return <Loading fullScreen />
  return (
    <section className="page container subscription" aria-labelledby="subscription-title">
      {state.step === 'open' ? (
        <>
          <h1 id="subscription-title" className="page__title">
            {t('confirm.done')}
          </h1>
          <p className="page__intro">
            {t('confirm.body', {
              email: state.value.email,
              language: t(`common:language.names.${state.value.language}`),
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
            <ErrorText code={state.step === 'failed' ? state.code : 'subscription_link_invalid'} />
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

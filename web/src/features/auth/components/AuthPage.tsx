import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { followStoredSession } from '@/lib/auth/session'
import { usePrivatePageMeta } from '@/lib/use-private-page-meta'
import { nextPath } from '../lib/next-path'
import { useEachSession } from '../lib/use-each-session'
import { ForgotPassword } from './ForgotPassword'
import { OAuthButtons } from './OAuthButtons'
import { SecondFactorStep } from './SecondFactorStep'
import { SignInForm } from './SignInForm'
import './auth.css'

type Step = 'checking' | 'credentials' | 'forgot' | 'second_factor'

const TITLES: Record<Step, string> = {
  checking: 'signIn.title',
  credentials: 'signIn.title',
  forgot: 'forgot.title',
  second_factor: 'totp.title',
}

/**
 * /auth: email and password (or a reset link by email), then a second factor when the account
 * has one (a security key, a phone or an authenticator app), then on to the admin panel (or the
 * admin page the visitor was sent here from).
 */
export default function AuthPage() {
  const { t } = useTranslation('auth')
  usePrivatePageMeta(t('meta.title'), t('meta.description'))
  const [, navigate] = useLocation()
  const params = new URLSearchParams(useSearch())
  const next = nextPath(params.get('next'))
  // An OAuth provider that refused sends the visitor back with `?error=…`.
  const oauthError = params.get('error')
  const [step, setStep] = useState<Step>('checking')

  useEffect(() => {
    followStoredSession().catch(() => setStep('credentials'))
  }, [])

  useEachSession({
    signedOut: () => setStep((current) => (current === 'forgot' ? current : 'credentials')),
    session: (needed) => {
      if (needed) setStep('second_factor')
      else navigate(next, { replace: true })
    },
    failed: () => setStep('credentials'),
  })

  return (
    <section className="page container auth-page" aria-labelledby="auth-title">
      <div className="auth-card">
        <h1 id="auth-title" className="page__title">
          {t(TITLES[step])}
        </h1>
        {step === 'checking' ? <Loading /> : null}
        {step === 'credentials' ? (
          <>
            <p className="page__intro">{t('signIn.intro')}</p>
            {oauthError ? (
              <p className="form-status__message" role="alert">
                <ErrorText
                  code={oauthError === 'access_denied' ? 'access_denied' : 'unknown'}
                  context="auth"
                />
              </p>
            ) : null}
            <SignInForm />
            <button type="button" className="auth-forgot" onClick={() => setStep('forgot')}>
              {t('forgot.link')}
            </button>
            <OAuthButtons next={next} />
          </>
        ) : null}
        {step === 'forgot' ? <ForgotPassword onBack={() => setStep('credentials')} /> : null}
        {step === 'second_factor' ? <SecondFactorStep /> : null}
      </div>
    </section>
  )
}

import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { NewPasswordForm } from '@/components/auth/NewPasswordForm'
import { Loading } from '@/components/ui/Loading'
import { paths } from '@/config/paths'
import { changePassword } from '@/lib/auth/account'
import { followSession } from '@/lib/auth/session'
import { showToast } from '@/lib/toast'
import { usePrivatePageMeta } from '@/lib/use-private-page-meta'
import { useEachSession } from '../lib/use-each-session'
import { SecondFactorStep } from './SecondFactorStep'
import './auth.css'

type Step = 'checking' | 'expired' | 'second_factor' | 'password'

/**
 * /auth/reset: where the reset email's link leads. supabase-js exchanges the link's code for a
 * recovery session; an account with a second factor confirms it first (the auth service asks
 * for aal2 before a password change); then the new password, and on to the admin panel.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  usePrivatePageMeta(t('reset.title'), t('meta.description'))
  const [, navigate] = useLocation()
  const [step, setStep] = useState<Step>('checking')

  useEffect(() => {
    followSession().catch(() => setStep('expired'))
  }, [])

  useEachSession({
    signedOut: () => setStep('expired'),
    session: (needed) => setStep(needed ? 'second_factor' : 'password'),
    failed: () => setStep('expired'),
  })

  const saved = () => {
    showToast({ tone: 'success', title: t('reset.done') })
    navigate(paths.admin.build(), { replace: true })
  }

  return (
    <section className="page container auth-page" aria-labelledby="reset-title">
      <div className="auth-card">
        <h1 id="reset-title" className="page__title">
          {step === 'second_factor' ? t('totp.title') : t('reset.title')}
        </h1>
        {step === 'checking' ? <Loading /> : null}
        {step === 'expired' ? (
          <>
            <p className="page__intro">{t('reset.expired')}</p>
            <Link href={paths.auth.build()} className="button button--primary">
              {t('reset.again')}
            </Link>
          </>
        ) : null}
        {step === 'second_factor' ? <SecondFactorStep /> : null}
        {step === 'password' ? (
          <>
            <p className="page__intro">{t('reset.intro')}</p>
            <NewPasswordForm
              onPassword={(password) => changePassword(password)}
              submitLabel={t('reset.submit')}
              onSaved={saved}
            />
          </>
        ) : null}
      </div>
    </section>
  )
}

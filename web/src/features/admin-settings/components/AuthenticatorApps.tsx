import type { Factor } from '@supabase/supabase-js'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import useSWR from 'swr'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { TwoFactorEnrolment } from '@/components/auth/TwoFactorEnrolment'
import { authErrorCode } from '@/lib/auth/auth-errors'
import { removeFactor, verifiedTotpFactors } from '@/lib/auth/mfa'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'

const factorsKey = 'auth/factors'

/** What removing an app means: without one, sign-in is by password, or needs a new app first. */
function removalNote(count: number, required: boolean): string {
  if (count !== 1) return 'security.removeBody'
  return required ? 'security.removeLastWarning' : 'security.removeLastBody'
}

/** The signed-in owner's authenticator apps: add one (QR code), remove one. */
export function AuthenticatorApps({ issuer, required }: { issuer: string; required: boolean }) {
  const { t, i18n } = useTranslation(['admin-settings', 'auth', 'admin'])
  const { data: factors, error, mutate } = useSWR(factorsKey, verifiedTotpFactors)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<Factor | null>(null)
  const [busy, setBusy] = useState(false)
  const date = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium' })

  const remove = async () => {
    if (!removing) return
    setBusy(true)
    try {
      await removeFactor(removing.id)
      showToast({ tone: 'success', title: t('security.removed') })
      setRemoving(null)
      await mutate()
    } catch (failure) {
      setRemoving(null)
      const code = authErrorCode(failure)
      showToast({
        tone: 'error',
        title: t('security.removeFailed'),
        // A session that signed in with the password alone may not remove a confirmed app.
        body:
          code === 'insufficient_aal' ? t('security.removeNeedsCode') : t(`auth:errors.${code}`),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="settings-factors">
      <h3>{t('security.apps')}</h3>
      {error ? (
        <p className="field__error" role="alert">
          {t(`auth:errors.${authErrorCode(error)}`)}
        </p>
      ) : null}
      {factors && factors.length === 0 ? <p>{t('security.noApps')}</p> : null}
      {factors && factors.length > 0 ? (
        <ul className="settings-list">
          {factors.map((factor) => (
            <li key={factor.id} className="settings-list__row">
              <span>
                {factor.friendly_name || t('auth:totp.unnamedApp')}{' '}
                <span className="admin-page__intro">
                  {t('security.addedOn', { date: date.format(new Date(factor.created_at)) })}
                </span>
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`${t('security.remove')}: ${factor.friendly_name || t('auth:totp.unnamedApp')}`}
                onClick={() => setRemoving(factor)}
              >
                {t('security.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? (
        <div className="settings-enrol">
          <TwoFactorEnrolment
            issuer={issuer}
            onEnrolled={() => {
              setAdding(false)
              showToast({ tone: 'success', title: t('security.added') })
              void mutate()
            }}
          />
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setAdding(false)}
          >
            {t('admin:actions.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
          {t('security.add')}
        </button>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('security.removeTitle')}
        confirmLabel={t('security.remove')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <p>{t(removalNote(factors?.length ?? 0, required))}</p>
      </ConfirmDialog>
    </div>
  )
}

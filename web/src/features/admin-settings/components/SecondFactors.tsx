import type { Factor } from '@supabase/supabase-js'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import useSWR from 'swr'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { factorLabel } from '@/components/auth/factor-label'
import { TwoFactorEnrolment } from '@/components/auth/TwoFactorEnrolment'
import { ErrorText } from '@/components/ui/ErrorText'
import { authErrorCode } from '@/lib/auth/auth-errors'
import { removeFactor, verifiedFactors } from '@/lib/auth/mfa'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { AddPhone } from './AddPhone'
import { AddSecurityKey } from './AddSecurityKey'
import { RenameFactor } from './RenameFactor'

const factorsKey = 'auth/factors'

type Adding = 'webauthn' | 'phone' | 'totp'
const KINDS: Adding[] = ['webauthn', 'phone', 'totp']

/** What removing a factor means: without one, sign-in is by password, or needs a new one first. */
function removalNote(count: number, required: boolean): string {
  if (count !== 1) return 'security.removeBody'
  return required ? 'security.removeLastWarning' : 'security.removeLastBody'
}

/**
 * The signed-in owner's second factors, of the seed's three kinds: security keys and passkeys,
 * phones and authenticator apps. Add one, remove one; the advice is to keep two.
 */
export function SecondFactors({ issuer, required }: { issuer: string; required: boolean }) {
  const { t, i18n } = useTranslation(['admin-settings', 'auth', 'admin'])
  const { data: factors, error, mutate } = useSWR(factorsKey, verifiedFactors)
  const [adding, setAdding] = useState<Adding | null>(null)
  const [removing, setRemoving] = useState<Factor | null>(null)
  const [renaming, setRenaming] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const date = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium' })

  const added = () => {
    setAdding(null)
    showToast({ tone: 'success', title: t('security.added') })
    void mutate()
  }

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
        // A session that signed in with the password alone may not remove a confirmed factor.
        body:
          code === 'insufficient_aal' ? (
            t('security.removeNeedsCode')
          ) : (
            <ErrorText code={code} context="auth" />
          ),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="settings-factors">
      <h3>{t('security.factors')}</h3>
      {error ? (
        <p className="field__error" role="alert">
          <ErrorText code={authErrorCode(error)} context="auth" />
        </p>
      ) : null}
      {factors && factors.length === 0 ? <p>{t('security.noFactors')}</p> : null}
      {factors && factors.length < 2 ? (
        <p className="settings-factors__advice">{t('security.adviceTwo')}</p>
      ) : null}
      {factors && factors.length > 0 ? (
        <ul className="settings-list">
          {factors.map((factor) => (
            <li key={factor.id} className="settings-list__row">
              {renaming === factor.id ? (
                <RenameFactor
                  factor={factor}
                  onCancel={() => setRenaming(null)}
                  onRenamed={() => {
                    setRenaming(null)
                    void mutate()
                  }}
                />
              ) : (
                <>
                  <span className="settings-factor">
                    <span className="settings-factor__name">{factorLabel(t, factor)}</span>
                    <span className="admin-page__intro">
                      {[
                        // The kind, unless the name already says it.
                        ...(factorLabel(t, factor) === t(`auth:factors.${factor.factor_type}`)
                          ? []
                          : [t(`auth:factors.${factor.factor_type}`)]),
                        t('security.addedOn', { date: date.format(new Date(factor.created_at)) }),
                      ].join(' · ')}
                    </span>
                  </span>
                  <span className="settings-factor__actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={`${t('security.rename')}: ${factorLabel(t, factor)}`}
                      onClick={() => setRenaming(factor.id)}
                    >
                      {t('security.rename')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={`${t('security.remove')}: ${factorLabel(t, factor)}`}
                      onClick={() => setRemoving(factor)}
                    >
                      {t('security.remove')}
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? (
        <div className="settings-enrol">
          <h4>{t(`security.add.${adding}`)}</h4>
          {adding === 'webauthn' ? <AddSecurityKey onAdded={added} /> : null}
          {adding === 'phone' ? <AddPhone onAdded={added} /> : null}
          {adding === 'totp' ? <TwoFactorEnrolment issuer={issuer} onEnrolled={added} /> : null}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setAdding(null)}
          >
            {t('admin:actions.cancel')}
          </button>
        </div>
      ) : (
        <ul className="settings-factors__add">
          {KINDS.map((kind) => (
            <li key={kind}>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setAdding(kind)}
              >
                {t(`security.add.${kind}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('security.removeTitle', { name: removing ? factorLabel(t, removing) : '' })}
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

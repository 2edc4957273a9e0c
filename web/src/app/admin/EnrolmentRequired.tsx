import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TwoFactorEnrolment } from '@/components/auth/TwoFactorEnrolment'
import { AddPhone } from '@/features/admin-settings/components/AddPhone'
import { AddSecurityKey } from '@/features/admin-settings/components/AddSecurityKey'
import { useSettings } from '@/lib/api/get-settings'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { LogoutButton } from './LogoutButton'

type Kind = 'webauthn' | 'phone' | 'totp'
const KINDS: Kind[] = ['webauthn', 'phone', 'totp']

/**
 * Settings require two-factor and this admin has no second factor yet: set one up, of any of the
 * three kinds (a security key or passkey first, the strongest), before the panel opens.
 */
export function EnrolmentRequired({ onEnrolled }: { onEnrolled: () => void }) {
  const { t } = useTranslation(['admin', 'admin-settings'])
  const { data: settings } = useSettings()
  const [kind, setKind] = useState<Kind | null>(null)
  useDocumentMeta({
    title: pageTitle(t('enrolRequired.title'), settings?.brand_name),
    description: t('panel'),
    noindex: true,
  })
  return (
    <main id="admin-main" className="admin-enrol">
      <div className="admin-enrol__card">
        <h1 className="page__title">{t('enrolRequired.title')}</h1>
        <p>{t('enrolRequired.body')}</p>
        {kind === null ? (
          <ul className="admin-enrol__kinds">
            {KINDS.map((each) => (
              <li key={each}>
                <button
                  type="button"
                  className={
                    each === 'webauthn' ? 'button button--primary' : 'button button--ghost'
                  }
                  onClick={() => setKind(each)}
                >
                  {t(`admin-settings:security.add.${each}`)}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <h2 className="admin-enrol__kind">{t(`admin-settings:security.add.${kind}`)}</h2>
            {kind === 'webauthn' ? <AddSecurityKey onAdded={onEnrolled} /> : null}
            {kind === 'phone' ? <AddPhone onAdded={onEnrolled} /> : null}
            {kind === 'totp' ? (
              <TwoFactorEnrolment
                issuer={settings?.brand_name ?? window.location.host}
                onEnrolled={onEnrolled}
              />
            ) : null}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setKind(null)}
            >
              {t('enrolRequired.otherKind')}
            </button>
          </>
        )}
        <LogoutButton />
      </div>
    </main>
  )
}

import type { SessionView } from '@contract/site/sessions.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { dateTimeFormat, formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { cancelSession } from '../api/session'

/** Cancelling, in two steps; what comes back (all of it in time, else nothing) is said first. */
export function CancelSession({
  token,
  session,
  onCancelled,
}: {
  token: string
  session: SessionView
  onCancelled: (session: SessionView) => void
}) {
  const { t, i18n } = useTranslation('sessions')
  const language = currentLanguage(i18n)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const inTime = Date.parse(session.free_change_until) > Date.now()
  const freeHours = Math.round(
    (Date.parse(session.starts_at) - Date.parse(session.free_change_until)) / 3_600_000,
  )
  const cancel = async () => {
    setBusy(true)
    setFailure(null)
    try {
      onCancelled(await cancelSession(token))
    } catch (error) {
      setFailure({ error })
      setBusy(false)
    }
  }
  return (
    <section className="session__card" aria-labelledby="session-cancel">
      <h2 id="session-cancel">{t('cancel.heading')}</h2>
      <p>
        {inTime
          ? t('cancel.free', {
              date: dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
                new Date(session.free_change_until),
              ),
              amount: formatMoney(session.amount_cents, session.currency, language),
            })
          : t('cancel.late', { hours: freeHours })}
      </p>
      {asking ? (
        <div className="session__actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy}
            onClick={cancel}
          >
            {busy ? t('cancel.busy') : t('cancel.confirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
            {t('cancel.keep')}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
          {t('cancel.button')}
        </button>
      )}
      <div role="alert" className="form-status">
        {failure ? (
          <p className="form-status__message">
            <ErrorText error={failure.error} />
          </p>
        ) : null}
      </div>
    </section>
  )
}

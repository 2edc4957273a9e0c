import type { Locale } from '@contract/forms.ts'
import type { SubscriptionState } from '@contract/mailing.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { ApiError } from '@/lib/api-client'
import { LANGUAGES } from '@/lib/i18n'
import { changeLanguage, downloadData, eraseData, unsubscribe } from '../api/subscription'

type Props = {
  token: string
  state: SubscriptionState
  onChange: (state: SubscriptionState) => void
}

/** What an emailed manage link opens: leave, change language, take one's data, or erase it. */
export function ManagePanel({ token, state, onChange }: Props) {
  const { t } = useTranslation(['subscription', 'common'])
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [language, setLanguage] = useState<Locale>(state.subscription?.language ?? 'es')
  const [confirmingErase, setConfirmingErase] = useState(false)
  const [erased, setErased] = useState(false)
  const subscribed =
    state.subscription?.status === 'confirmed' || state.subscription?.status === 'pending'

  const act = async (work: () => Promise<string>) => {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      setNotice(await work())
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.code : 'network')
    } finally {
      setBusy(false)
    }
  }

  if (erased) {
    return (
      <p className="notice" role="status">
        {t('manage.erased')}
      </p>
    )
  }
  return (
    <div className="subscription__panel">
      <p>{t('manage.address', { email: state.email })}</p>
      <div role="status" className="form-status">
        {notice ? <p>{notice}</p> : null}
      </div>
      <div role="alert" className="form-status">
        {error ? (
          <p className="form-status__message">
            <ErrorText code={error} />
          </p>
        ) : null}
      </div>

      <section className="subscription__card" aria-labelledby="manage-news">
        <h2 id="manage-news">{t('manage.newsTitle')}</h2>
        <p>{subscribed ? t('manage.subscribed') : t('manage.notSubscribed')}</p>
        {subscribed ? (
          <div className="subscription__row">
            <label className="visually-hidden" htmlFor="manage-language">
              {t('manage.language')}
            </label>
            <select
              id="manage-language"
              className="field__control"
              value={language}
              onChange={(event) => setLanguage(event.target.value as Locale)}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`common:language.names.${code}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() =>
                act(async () => {
                  onChange(await changeLanguage(token, language))
                  return t('manage.languageSaved', {
                    language: t(`common:language.names.${language}`),
                  })
                })
              }
            >
              {t('manage.saveLanguage')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() =>
                act(async () => {
                  onChange(await unsubscribe(token))
                  return t('manage.unsubscribed')
                })
              }
            >
              {t('manage.unsubscribe')}
            </button>
          </div>
        ) : null}
      </section>

      <section className="subscription__card" aria-labelledby="manage-data">
        <h2 id="manage-data">{t('manage.dataTitle')}</h2>
        <p>{t('manage.dataBody')}</p>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() =>
            act(async () => {
              saveFile(await downloadData(token), 'my-data.json')
              return t('manage.downloaded')
            })
          }
        >
          {t('manage.download')}
        </button>
      </section>

      <section
        className="subscription__card subscription__card--danger"
        aria-labelledby="manage-erase"
      >
        <h2 id="manage-erase">{t('manage.eraseTitle')}</h2>
        <p>{t('manage.eraseBody')}</p>
        {confirmingErase ? (
          <div className="subscription__row">
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() =>
                act(async () => {
                  await eraseData(token)
                  setErased(true)
                  return ''
                })
              }
            >
              {t('manage.eraseConfirm')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirmingErase(false)}
            >
              {t('manage.eraseCancel')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirmingErase(true)}
          >
            {t('manage.erase')}
          </button>
        )}
      </section>
    </div>
  )
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  URL.revokeObjectURL(url)
}

import type { Factor } from '@supabase/supabase-js'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { factorLabel } from '@/components/auth/factor-label'
import { ErrorText } from '@/components/ui/ErrorText'
import { showToast } from '@/lib/toast'
import { renameFactor } from '../api/account'

/** A factor's name, edited in place: the owner tells two keys or two phones apart by it. */
export function RenameFactor({
  factor,
  onRenamed,
  onCancel,
}: {
  factor: Factor
  onRenamed: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation(['admin-settings', 'admin', 'auth'])
  const id = useId()
  const [name, setName] = useState(factor.friendly_name ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await renameFactor(factor.id, { friendly_name: name })
      showToast({ tone: 'success', title: t('security.renamed') })
      onRenamed()
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="settings-rename" onSubmit={save} aria-label={factorLabel(t, factor)}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('security.renameLabel')}
        </label>
        <input
          id={id}
          className="field__control"
          value={name}
          maxLength={60}
          required
          autoComplete="off"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('security.renameHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            <ErrorText error={error} />
          </p>
        ) : null}
      </div>
      <div className="settings-rename__actions">
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          {t('admin:actions.save')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          {t('admin:actions.cancel')}
        </button>
      </div>
    </form>
  )
}

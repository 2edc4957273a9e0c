import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { currentLanguage } from '@/lib/i18n'
import { formatWait } from './format-wait'
import type { FormFailure } from './use-form'

/** Why the last submit did not go through, announced as soon as it appears. */
export function FormStatus({ failure }: { failure: FormFailure | null }) {
  const { t, i18n } = useTranslation('forms')
  return (
    <div role="alert" className="form-status">
      {failure ? <p className="form-status__message">{message(failure)}</p> : null}
    </div>
  )

  function message(current: FormFailure): ReactNode {
    if (current.kind === 'validation') return <ErrorText code="validation_failed" />
    if (current.kind === 'rate_limited') {
      return current.retryAfter === undefined ? (
        <ErrorText code="rate_limited" />
      ) : (
        t('rateLimited', { wait: formatWait(current.retryAfter, currentLanguage(i18n)) })
      )
    }
    return <ErrorText code={current.code} />
  }
}

export function SubmitButton({
  submitting,
  label,
  busyLabel,
}: {
  submitting: boolean
  label: string
  /** Shown while submitting; "Sending…" unless said otherwise. */
  busyLabel?: string
}) {
  const { t } = useTranslation('forms')
  return (
    <button
      type="submit"
      className="button button--primary form__submit"
      aria-disabled={submitting}
    >
      {submitting ? (busyLabel ?? t('sending')) : label}
    </button>
  )
}

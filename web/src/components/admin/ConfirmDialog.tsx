import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useModalDialog } from '@/hooks/use-modal-dialog'

type Props = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  /** A destructive action (refund, delete) gets the warning style. */
  danger?: boolean
  busy?: boolean
  /** Nothing to confirm yet (e.g. no line chosen). */
  confirmDisabled?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A modal question before an action that cannot be undone. The native `<dialog>` focuses its
 * first button (Cancel), keeps focus inside, closes on Escape and returns focus to the opener.
 */
export function ConfirmDialog(props: Props) {
  const { open, title, children, confirmLabel, danger = false, busy = false } = props
  const confirmDisabled = props.confirmDisabled ?? false
  const { t } = useTranslation('admin')
  const ref = useModalDialog(open)
  const titleId = useId()

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) props.onCancel()
      }}
    >
      <h2 id={titleId} className="admin-dialog__title">
        {title}
      </h2>
      <div className="admin-dialog__body">{children}</div>
      <div className="admin-dialog__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={props.onCancel}
          disabled={busy}
        >
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button button--primary'}
          onClick={props.onConfirm}
          disabled={busy || confirmDisabled}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}

import { type KeyboardEvent, type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useModalDialog } from '@/hooks/use-modal-dialog'
import './drawer.css'

type Props = {
  open: boolean
  onClose: () => void
  title: ReactNode
  /** Where it slides in from: the side of the page, or the bottom (a sheet on phones). */
  side?: 'end' | 'bottom'
  className?: string
  children: ReactNode
  /** Under the scrolling body, always in view (a total, a button). */
  footer?: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Tab from the last control goes back to the first, and Shift+Tab from the first to the last: the
 * modal `<dialog>` makes the page inert, but would let focus leave for the browser's own controls.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.offsetParent !== null,
  )
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A panel over the page on a dimmed backdrop: the native modal `<dialog>` makes the page behind
 * inert, closes on Escape and gives focus back to the button that opened it; focus cycles inside
 * it. A press on the backdrop closes it too.
 */
export function Drawer({ open, onClose, title, side = 'end', className, children, footer }: Props) {
  const { t } = useTranslation()
  const ref = useModalDialog(open)
  const titleId = useId()

  return (
    <dialog
      ref={ref}
      className={`drawer drawer--${side}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose()
      }}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // The backdrop is the dialog itself; the panel fills everything else.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="drawer__panel">
        <div className="drawer__head">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <button type="button" className="drawer__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('drawer.close')}</span>
          </button>
        </div>
        <div className="drawer__body">{children}</div>
        {footer ? <div className="drawer__foot">{footer}</div> : null}
      </div>
    </dialog>
  )
}

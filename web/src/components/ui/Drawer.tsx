import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

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

/**
 * A panel over the page on a dimmed backdrop: the native modal `<dialog>` keeps focus inside
 * (the page behind is inert), closes on Escape and gives focus back to the button that opened it.
 * A press on the backdrop closes it too.
 */
export function Drawer({ open, onClose, title, side = 'end', className, children, footer }: Props) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop press is the pointer's Escape.
    <dialog
      ref={ref}
      className={`drawer drawer--${side}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose()
      }}
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

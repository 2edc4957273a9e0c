import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { type Toast, useToasts } from '@/lib/toast'
import './toast.css'

const SHOWN_FOR_MS = 6000
/** A toast with a link stays long enough to reach it (by keyboard too). */
const SHOWN_WITH_LINK_FOR_MS = 15_000

/** One toast, dismissed after a while or by its button. */
export function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation()
  const toastDismissed = useToasts((state) => state.toastDismissed)
  useEffect(() => {
    const timer = setTimeout(
      () => toastDismissed(toast.id),
      toast.link ? SHOWN_WITH_LINK_FOR_MS : SHOWN_FOR_MS,
    )
    return () => clearTimeout(timer)
  }, [toast.id, toast.link, toastDismissed])
  return (
    <div className={`toast toast--${toast.tone}`}>
      <div>
        <p className="toast__title">{toast.title}</p>
        {toast.body ? <p className="toast__body">{toast.body}</p> : null}
        {toast.link ? (
          <Link
            href={toast.link.href}
            className="toast__link"
            onClick={() => toastDismissed(toast.id)}
          >
            {toast.link.label}
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.dismiss')}
        onClick={() => toastDismissed(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

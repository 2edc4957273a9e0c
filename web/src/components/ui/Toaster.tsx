import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useToasts } from '@/lib/toast'

// The live regions are in the page from the start (a region added with its message is often not
// announced); the toasts' own code is fetched with the first toast.
const ToastCard = lazy(() =>
  import('./ToastCard').then((module) => ({ default: module.ToastCard })),
)

/** The live region every toast is announced through. */
export function Toaster() {
  const { t } = useTranslation()
  const toasts = useToasts((state) => state.toasts)
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      <div role="status" aria-live="polite">
        {toasts
          .filter((toast) => toast.tone === 'success')
          .map((toast) => (
            <Suspense key={toast.id} fallback={null}>
              <ToastCard toast={toast} />
            </Suspense>
          ))}
      </div>
      <div role="alert">
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <Suspense key={toast.id} fallback={null}>
              <ToastCard toast={toast} />
            </Suspense>
          ))}
      </div>
    </section>
  )
}

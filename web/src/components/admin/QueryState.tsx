import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'

type Props<T> = {
  data: T | undefined
  error: unknown
  /** Asks again (SWR's `mutate`). */
  onRetry: () => void
  children: (data: T) => ReactNode
}

/** Loading, the error with a Retry button, or the data: the three states of every admin read. */
export function QueryState<T>({ data, error, onRetry, children }: Props<T>) {
  const { t } = useTranslation(['admin', 'common'])
  if (data !== undefined) return <>{children(data)}</>
  if (error) {
    return (
      <div className="admin-error" role="alert">
        <p>
          <ErrorText error={error} />
        </p>
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t('admin:actions.retry')}
        </button>
      </div>
    )
  }
  return <Loading />
}

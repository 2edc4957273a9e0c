/** A page whose data did not load: says so, with a button that asks again. */
export function LoadFailed({
  className,
  message,
  retryLabel,
  onRetry,
}: {
  /** The page's own `<article>` classes, so it keeps its layout. */
  className: string
  message: string
  retryLabel: string
  onRetry: () => void
}) {
  return (
    <article className={className}>
      <p className="notice" role="alert">
        {message}{' '}
        <button type="button" className="button button--small" onClick={onRetry}>
          {retryLabel}
        </button>
      </p>
    </article>
  )
}

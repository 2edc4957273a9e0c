import { useState } from 'react'

/**
 * An async action a button or a form starts: `busy` while it runs (a start meanwhile is ignored),
 * then the error it threw, as `errorOf` names it, until the next start. `setError` shows a
 * problem found before starting (a field left empty).
 */
export function useAsyncAction<Args extends unknown[], Code>(
  action: (...args: Args) => Promise<unknown>,
  errorOf: (failure: unknown) => Code,
) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<Code | null>(null)
  const run = async (...args: Args) => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await action(...args)
    } catch (failure) {
      setError(errorOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, run }
}

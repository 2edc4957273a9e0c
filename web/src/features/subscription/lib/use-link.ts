import { useEffect, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { takeLinkToken } from './link-token'

export type LinkState<Value> =
  | { step: 'starting' }
  | { step: 'no-link' }
  | { step: 'open'; token: string; value: Value }
  | { step: 'failed'; code: string }

/**
 * A page an emailed link opens (`#token=…`): takes the token from the address once, then `load`s
 * what it opens; without a token, `no-link`; refused, the error's code.
 */
export function useLink<Value>(load: (token: string) => Promise<Value>) {
  const [state, setState] = useState<LinkState<Value>>({ step: 'starting' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token is taken once, on arrival
  useEffect(() => {
    const token = takeLinkToken()
    if (!token) {
      setState({ step: 'no-link' })
      return
    }
    load(token).then(
      (value) => setState({ step: 'open', token, value }),
      (error) =>
        setState({ step: 'failed', code: error instanceof ApiError ? error.code : 'network' }),
    )
  }, [])
  return [state, setState] as const
}

import { useEffect } from 'react'
import { useSession } from '@/lib/auth/session'
import { needsSecondFactor } from './sign-in'

type Outcomes = {
  /** No session (yet, or any more). */
  signedOut: () => void
  /** A session, and whether the account still has its second factor to give. */
  session: (needsSecondFactor: boolean) => void
  /** The check itself failed. */
  failed: () => void
}

/**
 * Each new session (a sign-in, a verified code, a recovery link) decides the page's next step:
 * signed out, or signed in with or without a second factor still to give.
 */
export function useEachSession(outcomes: Outcomes) {
  const status = useSession((state) => state.status)
  const accessToken = useSession((state) => state.session?.access_token)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `accessToken` marks a new session
  useEffect(() => {
    if (status === 'loading') return
    if (status === 'signed_out') {
      outcomes.signedOut()
      return
    }
    let current = true
    needsSecondFactor().then(
      (needed) => current && outcomes.session(needed),
      () => current && outcomes.failed(),
    )
    return () => {
      current = false
    }
  }, [status, accessToken])
}

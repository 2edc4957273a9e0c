import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js'
import { create } from 'zustand'
import { loadSupabase, maySignInOnLoad } from './supabase'

// The signed-in session as supabase-js reports it (seed spec, section 4: signed in, token
// refreshed, signed out, multi-factor challenge verified). Components select single fields.

export type SessionStatus = 'loading' | 'signed_in' | 'signed_out'

type SessionState = {
  status: SessionStatus
  session: Session | null
  /** The last event supabase-js reported, e.g. `SIGNED_OUT` or `MFA_CHALLENGE_VERIFIED`. */
  lastEvent: AuthChangeEvent | null
  /** Set while the admin logs out on purpose: the panel then goes home, not to /auth. */
  loggingOut: boolean
  sessionChanged: (event: AuthChangeEvent, session: Session | null) => void
  logoutStarted: () => void
  logoutEnded: () => void
}

export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  session: null,
  lastEvent: null,
  loggingOut: false,
  sessionChanged: (event, session) =>
    set((state) => ({
      status: session ? 'signed_in' : 'signed_out',
      session,
      lastEvent: event,
      // A new sign-in ends any logout that was under way.
      loggingOut: session ? false : state.loggingOut,
    })),
  logoutStarted: () => set({ loggingOut: true }),
  logoutEnded: () => set({ loggingOut: false }),
}))

let listening: Promise<void> | undefined

/**
 * Loads supabase-js and follows its auth events from then on (once per page). The first event,
 * `INITIAL_SESSION`, says whether a stored session was found (and refreshed if it had expired).
 */
export function followSession(): Promise<void> {
  listening ??= loadSupabase().then(
    (supabase) => {
      supabase.auth.onAuthStateChange((event, session) => {
        useSession.getState().sessionChanged(event, session)
      })
    },
    (failure: unknown) => {
      listening = undefined
      throw failure
    },
  )
  return listening
}

/**
 * For the pages where a visitor signs in (/auth, /library): follows the session as
 * `followSession` does when supabase-js may find one here; otherwise the visitor is signed out
 * at once, and supabase-js (50 KB) waits until they start signing in (`sessionClient`).
 */
export function followStoredSession(): Promise<void> {
  if (listening || maySignInOnLoad()) return followSession()
  const state = useSession.getState()
  if (state.status === 'loading') state.sessionChanged('INITIAL_SESSION', null)
  return Promise.resolve()
}

/** supabase-js with the session followed: what signing in goes through, so the page sees it. */
export async function sessionClient(): Promise<SupabaseClient> {
  await followSession()
  return loadSupabase()
}

/** Fetches supabase-js ahead of the sign-in the visitor has started typing. */
export const prepareSignIn = () => {
  followSession().catch(() => undefined)
}

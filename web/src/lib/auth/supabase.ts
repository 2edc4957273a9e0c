import type { SupabaseClient } from '@supabase/supabase-js'
import { env } from '@/config/app-env'

// The one Supabase client of the app. supabase-js is only needed by /auth, /library and /admin, so
// it is fetched on first use, in its own chunk: public pages never download it, and /auth and
// /library only once a session is stored or the visitor starts signing in (session.ts).

/**
 * Where supabase-js keeps the session in localStorage: its own default, spelled out so that a
 * page can tell whether one is stored without loading it.
 */
const STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`

let client: Promise<SupabaseClient> | undefined

export function loadSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient(env.supabaseUrl, env.supabaseKey, {
        auth: {
          // Seed spec, section 4: sessions persist locally and refresh before the access token
          // expires; a refresh that fails for good removes the session (supabase-js does both).
          persistSession: true,
          autoRefreshToken: true,
          storageKey: STORAGE_KEY,
          // OAuth sign-in returns to /auth with `?code=`: supabase-js exchanges it (PKCE).
          detectSessionInUrl: true,
          flowType: 'pkce',
        },
      }),
    (failure: unknown) => {
      // A phone that lost the network for a moment can try again on the next click.
      client = undefined
      throw failure
    },
  )
  return client
}

/**
 * Whether supabase-js may find a session here: one is stored, or the address is a sign-in coming
 * back (`?code=`, an error, tokens in the fragment). When storage cannot be read, it may.
 */
export function maySignInOnLoad(): boolean {
  try {
    const { searchParams, hash } = new URL(window.location.href)
    if (searchParams.has('code') || searchParams.has('error_code') || searchParams.has('error')) {
      return true
    }
    if (/(^#|&)(access_token|error_code)=/.test(hash)) return true
    return window.localStorage.getItem(STORAGE_KEY) !== null
  } catch {
    return true
  }
}

import { AuthApiError, createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { expect } from 'vitest'

type SupportedStorage = NonNullable<NonNullable<SupabaseClientOptions<'public'>['auth']>['storage']>

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>

/**
 * supabase-js builds its realtime client eagerly and needs a WebSocket class for it, which
 * Node 20 lacks; the auth contract never opens a socket, so this one refuses to be constructed.
 */
class NoRealtimeSocket {
  constructor() {
    throw new Error('Realtime is not part of the auth contract tests')
  }
}

type ClientOptions = {
  auth?: {
    autoRefreshToken?: boolean
    flowType?: 'pkce' | 'implicit'
    persistSession?: boolean
    storage?: SupportedStorage
  }
  global?: SupabaseClientOptions<'public'>['global']
}

/** The official client as an app in Node uses it: session kept in memory, no URL detection. */
export function supabaseClient(url: string, apiKey: string, options: ClientOptions = {}) {
  return createClient(url, apiKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      ...options.auth,
    },
    global: options.global,
    realtime: { transport: NoRealtimeSocket as unknown as RealtimeTransport },
  })
}

/**
 * supabase-js with a session store the test can read and write: PKCE keeps the code verifier
 * there, as JSON ("verifier", or "verifier/PASSWORD_RECOVERY"), under a key ending in
 * `-code-verifier`.
 */
export function readableStorageClient(
  url: string,
  apiKey: string,
  flowType: 'pkce' | 'implicit' = 'pkce',
) {
  const store = new Map<string, string>()
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  }
  const supabase = supabaseClient(url, apiKey, {
    auth: { flowType, persistSession: true, storage },
  })
  const verifierKey = () => [...store.keys()].find((key) => key.endsWith('-code-verifier'))
  return { supabase, store, verifierKey }
}

/** The refusal as supabase-js reports it: its status, GoTrue's error code, and the message. */
export function expectAuthApiError(error: unknown, status: number, code: string, message?: string) {
  expect(error).toBeInstanceOf(AuthApiError)
  const apiError = error as AuthApiError
  expect({ status: apiError.status, code: apiError.code }).toEqual({ status, code })
  if (message !== undefined) expect(apiError.message).toBe(message)
}

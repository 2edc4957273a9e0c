import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'

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

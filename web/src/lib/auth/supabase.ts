import type { SupabaseClient } from '@supabase/supabase-js'
import { env } from '@/config/app-env'

// The one Supabase client of the app. supabase-js is only needed by /auth and /admin, so it is
// fetched on first use, in its own chunk: public pages never download it.

let client: Promise<SupabaseClient> | undefined

export function loadSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(env.supabaseUrl, env.supabaseKey, {
      auth: {
        // Seed spec, section 4: sessions persist locally and refresh before the access token
        // expires; a refresh that fails for good removes the session (supabase-js does both).
        persistSession: true,
        autoRefreshToken: true,
        // OAuth sign-in returns to /auth with `?code=`: supabase-js exchanges it (PKCE).
        detectSessionInUrl: true,
        flowType: 'pkce',
      },
    }),
  )
  return client
}

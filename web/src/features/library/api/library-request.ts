import { env } from '@/config/app-env'
import { ApiError, type RequestOptions, requestJson, siteUrl } from '@/lib/api-client'
import { loadSupabase } from '@/lib/auth/supabase'

// The library's calls to the `site` function's `me/…` routes: the signed-in buyer's access token
// as bearer (supabase-js refreshes it first when it is about to expire) and the project key.

async function buyerHeaders(): Promise<Record<string, string>> {
  const supabase = await loadSupabase()
  const { data } = await supabase.auth.getSession()
  if (!data.session) {
    throw new ApiError({ status: 401, code: 'unauthorized', message: 'Sign in first.' })
  }
  return { authorization: `Bearer ${data.session.access_token}`, apikey: env.supabaseKey }
}

export async function libraryRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return requestJson<T>(siteUrl(path), {
    ...options,
    headers: { ...options.headers, ...(await buyerHeaders()) },
  })
}

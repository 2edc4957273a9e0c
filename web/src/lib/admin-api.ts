import { env } from '@/config/app-env'
import { ApiError, type RequestOptions, requestJson, send } from './api-client'
import { loadSupabase } from './auth/supabase'

// Every call to the `admin` edge function: the signed-in admin's access token as bearer (supabase-js
// refreshes it first when it is about to expire) and the project key, as supabase-js would send.

export const adminUrl = (path: string) => `${env.functionsUrl}/admin/${path.replace(/^\/+/, '')}`

export async function authHeaders(): Promise<Record<string, string>> {
  const supabase = await loadSupabase()
  const { data } = await supabase.auth.getSession()
  if (!data.session) {
    throw new ApiError({ status: 401, code: 'not_signed_in', message: 'Sign in first.' })
  }
  return { authorization: `Bearer ${data.session.access_token}`, apikey: env.supabaseKey }
}

export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return requestJson<T>(adminUrl(path), {
    ...options,
    headers: { ...options.headers, ...(await authHeaders()) },
  })
}

/** SWR keys of admin data start with `admin/`, so they never meet the site's keys. */
export const ADMIN_KEY_PREFIX = 'admin/'

/** The fetcher of every admin SWR key: `admin/tracks?q=x` → `GET admin/tracks?q=x`. */
export const adminGet = <T>(key: string) => adminRequest<T>(key.slice(ADMIN_KEY_PREFIX.length))

/** A file the admin function sends (the sales CSV): its bytes and the name the server gave it. */
export async function adminDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  const response = await send(adminUrl(path), { headers: await authHeaders() })
  const disposition = response.headers.get('content-disposition') ?? ''
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download'
  return { blob: await response.blob(), filename }
}

import { loadSupabase } from '@/lib/auth/supabase'

/** What became of the email link the visitor arrived with, when it did not sign them in. */
export type LinkProblem = 'expired' | 'otherBrowser'

/**
 * The email's link returns here with `?code=` (supabase-js exchanges it on load, in the browser
 * that asked, which holds the PKCE verifier) or with `?error_code=` when it was spent or expired.
 * A code left unexchanged means another browser opened the link: its code can still be typed.
 * The link's parameters are then taken out of the address bar.
 */
export async function readLinkCallback(): Promise<LinkProblem | null> {
  const url = new URL(window.location.href)
  const hadError = url.searchParams.has('error_code') || url.hash.includes('error_code=')
  const hadCode = url.searchParams.has('code')
  if (!hadError && !hadCode) return null
  const supabase = await loadSupabase()
  const { error } = await supabase.auth.initialize()
  const { data } = await supabase.auth.getSession()
  for (const key of ['code', 'error', 'error_code', 'error_description']) {
    url.searchParams.delete(key)
  }
  url.hash = ''
  window.history.replaceState(window.history.state, '', url.toString())
  if (data.session) return null
  return hadError || error ? 'expired' : 'otherBrowser'
}

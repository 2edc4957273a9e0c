import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { outsideAdmin, paths } from '@/config/paths'
import { useSession } from '@/lib/auth/session'
import { loadSupabase } from '@/lib/auth/supabase'
import { showToast } from '@/lib/toast'

/**
 * Seed spec, section 2: Logout signs the user out, shows 'Logged out' with 'You have been
 * successfully logged out.', and goes to /.
 */
export function LogoutButton() {
  const { t } = useTranslation('admin')
  const [, navigate] = useLocation()
  const logoutStarted = useSession((state) => state.logoutStarted)
  const logoutEnded = useSession((state) => state.logoutEnded)
  const [busy, setBusy] = useState(false)

  const logout = async () => {
    setBusy(true)
    // Tells the guard this sign-out is wanted: home, not the sign-in page.
    logoutStarted()
    const supabase = await loadSupabase()
    const { error } = await supabase.auth.signOut()
    if (error) {
      logoutEnded()
      setBusy(false)
      showToast({ tone: 'error', title: t('logout.failedTitle'), body: t('logout.failedBody') })
      return
    }
    showToast({ tone: 'success', title: t('logout.doneTitle'), body: t('logout.doneBody') })
    navigate(outsideAdmin(paths.home.build()), { replace: true })
  }

  return (
    <button
      type="button"
      className="button button--ghost admin-logout"
      onClick={logout}
      disabled={busy}
      aria-busy={busy}
    >
      {t('logout.button')}
    </button>
  )
}

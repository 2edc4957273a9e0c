import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { outsideAdmin, paths } from '@/config/paths'
import { type AdminCheck, checkAdmin } from '@/lib/auth/admin-check'
import { followSession, useSession } from '@/lib/auth/session'
import { showToast } from '@/lib/toast'

export type AdminAccess = { state: 'checking' } | { state: 'enrol' } | { state: 'granted' }

/**
 * The admin guard of the seed spec (section 4): Loading until the admin check passes; no session
 * → /auth; a session without an admin row, or a failed lookup → /; a sign-out event → /auth
 * (home instead when the admin pressed Logout). A confirmed second factor is asked for on /auth.
 */
export function useAdminAccess(): AdminAccess & { recheck: () => void } {
  const { t } = useTranslation('admin')
  const [location, navigate] = useLocation()
  const status = useSession((state) => state.status)
  const userId = useSession((state) => state.session?.user.id)
  const loggingOut = useSession((state) => state.loggingOut)
  const [access, setAccess] = useState<AdminAccess>({ state: 'checking' })
  const [attempt, setAttempt] = useState(0)
  const recheck = useCallback(() => setAttempt((value) => value + 1), [])
  // React may run the check's effect again for the same user and attempt (a Suspense boundary
  // re-showing the panel reconnects its effects): ask the server once per attempt.
  const checks = useRef(new Map<string, Promise<AdminCheck>>())

  // The address to come back to after signing in (`/admin/sales`, say).
  const next = `${paths.admin.build()}${location === '/' ? '' : location}`
  const toSignIn = useCallback(
    () =>
      navigate(outsideAdmin(`${paths.auth.build()}?next=${encodeURIComponent(next)}`), {
        replace: true,
      }),
    [navigate, next],
  )

  useEffect(() => {
    followSession().catch(() => navigate(outsideAdmin(paths.home.build()), { replace: true }))
  }, [navigate])

  // Only a change of session status decides (`toSignIn` changes with the address).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (status !== 'signed_out') return
    setAccess({ state: 'checking' })
    if (loggingOut) navigate(outsideAdmin(paths.home.build()), { replace: true })
    else toSignIn()
  }, [status])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a new check
  useEffect(() => {
    if (status !== 'signed_in' || !userId) return
    let current = true
    const key = `${userId}:${attempt}`
    let pending = checks.current.get(key)
    if (!pending) {
      setAccess({ state: 'checking' })
      pending = checkAdmin(userId)
      checks.current.set(key, pending)
    }
    void pending.then((result) => {
      if (!current) return
      if (result === 'granted') setAccess({ state: 'granted' })
      else if (result === 'enrol') setAccess({ state: 'enrol' })
      else if (result === 'needs_mfa') toSignIn()
      else {
        showToast({ tone: 'error', title: t('guard.deniedTitle'), body: t('guard.deniedBody') })
        navigate(outsideAdmin(paths.home.build()), { replace: true })
      }
    })
    return () => {
      current = false
    }
  }, [status, userId, attempt])

  return { ...access, recheck }
}

import { ErrorText } from '@/components/ui/ErrorText'
import type { AuthErrorCode } from '@/lib/auth/auth-errors'

/** What the auth service refused, said at once (`role="alert"`); nothing without an error. */
export function AuthErrorAlert({
  error,
  className = 'form-status__message',
}: {
  error: AuthErrorCode | null
  className?: string
}) {
  if (!error) return null
  return (
    <p className={className} role="alert">
      <ErrorText code={error} context="auth" />
    </p>
  )
}

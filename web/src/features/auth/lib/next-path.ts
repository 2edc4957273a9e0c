import { paths } from '@/config/paths'

/**
 * Where to go after signing in: the `next` parameter when it is a page of the admin panel (never
 * another site: `//evil.example` and `/admin.evil` are refused), else the dashboard.
 */
export function nextPath(raw: string | null): string {
  const admin = paths.admin.build()
  if (!raw) return admin
  const isAdminPage = raw === admin || raw.startsWith(`${admin}/`) || raw.startsWith(`${admin}?`)
  return isAdminPage && !raw.includes('//') && !raw.includes('\\') ? raw : admin
}

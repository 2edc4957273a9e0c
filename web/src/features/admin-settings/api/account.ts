import type { FactorRename, RenamedFactor } from '@contract/admin/account.ts'
import { adminRequest } from '@/lib/admin-api'

// `PATCH admin/account/factors/{id}`: a second factor's new name (supabase-js has no call for it).

export const renameFactor = (factorId: string, body: FactorRename) =>
  adminRequest<RenamedFactor>(`account/factors/${encodeURIComponent(factorId)}`, {
    method: 'PATCH',
    body,
  })

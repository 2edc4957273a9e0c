import type { LicenceTiersInput, LicenceTiersView } from '@contract/licence-tiers.ts'
import useSWR from 'swr'
import { adminGet, adminRequest } from '@/lib/admin-api'

// `GET` / `PUT admin/licence-tiers`: what each licence delivers and allows, and whether the
// catalogue's prices include VAT.

export const licenceTiersKey = 'admin/licence-tiers'

export function useAdminLicenceTiers() {
  return useSWR(licenceTiersKey, adminGet<LicenceTiersView>)
}

export const saveLicenceTiers = (input: LicenceTiersInput) =>
  adminRequest<LicenceTiersView>('licence-tiers', { method: 'PUT', body: input })

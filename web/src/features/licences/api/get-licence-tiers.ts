import type { LicenceTiersView } from '@contract/licence-tiers.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/licence-tiers`: what each licence delivers and allows, the terms' version, and
// whether prices include VAT.

export const licenceTiersKey = 'licence-tiers'

export function useLicenceTiers() {
  return useSWR(licenceTiersKey, (key: string) => apiGet<LicenceTiersView>(key))
}

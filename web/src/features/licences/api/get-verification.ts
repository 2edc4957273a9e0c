import type { LicenceVerification } from '@contract/site/licences.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/licences/:number`: a licence's public facts; 404 `licence_not_found` otherwise.

export const verificationKey = (number: string) => `licences/${encodeURIComponent(number)}`

export const getVerification = (key: string) => apiGet<LicenceVerification>(key)

export function useVerification(number: string) {
  return useSWR(verificationKey(number), getVerification)
}

import type { GigList } from '@contract/artist.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/gigs`: upcoming dates soonest first, past ones most recent first.
export const gigsKey = 'gigs'

export const getGigs = () => apiGet<GigList>(gigsKey)

export function useGigs() {
  return useSWR(gigsKey, getGigs)
}

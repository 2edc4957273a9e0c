import type { PublicSettings } from '@contract/site/site.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/settings`: the owner's public settings, used by the layout and most pages.
export const settingsKey = 'settings'

export const getSettings = () => apiGet<PublicSettings>(settingsKey)

export function useSettings() {
  return useSWR(settingsKey, getSettings)
}

/** The bio in the visitor's language, else in Spanish (the site's fallback). */
export function localizedBio(settings: PublicSettings, language: string): string {
  // An answer cached from before the bio existed has none.
  const bio = settings.bio ?? {}
  return bio[language] ?? bio.es ?? ''
}

/** The tagline in the visitor's language, else in Spanish (the site's fallback). */
export function localizedTagline(settings: PublicSettings, language: string): string {
  return settings.tagline[language] ?? settings.tagline.es ?? ''
}

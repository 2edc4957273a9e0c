import type { PublicSettings } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'

// `GET site/settings?lang`: the owner's public settings, used by the layout and most pages, with
// their texts in the visitor's language only.

/** What every settings key starts with: the admin panel reads them all again after a change. */
export const SETTINGS_KEY_PREFIX = 'settings'

export const settingsKey = (language: string) => `${SETTINGS_KEY_PREFIX}?lang=${language}`

export const getSettings = (key: string) => apiGet<PublicSettings>(key)

export function useSettings() {
  const { i18n } = useTranslation()
  // After a switch of language, the brand, links and rates stay on screen while its texts load.
  return useSWR(settingsKey(currentLanguage(i18n)), getSettings, { keepPreviousData: true })
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

import type { AdminSettings, SettingsPatch } from '@contract/admin/settings.ts'
import useSWR, { useSWRConfig } from 'swr'
import { useRevalidate } from '@/lib/admin/revalidate'
import { adminGet, adminRequest } from '@/lib/admin-api'
import { SETTINGS_KEY_PREFIX } from '@/lib/api/get-settings'

// `GET admin/settings` and `PATCH admin/settings`: every setting, and a change to some of them.

export const adminSettingsKey = 'admin/settings'

export function useAdminSettings() {
  return useSWR(adminSettingsKey, adminGet<AdminSettings>)
}

export const updateSettings = (patch: SettingsPatch) =>
  adminRequest<AdminSettings>('settings', { method: 'PATCH', body: patch })

/**
 * After a save: the panel shows what the server kept, and the public pages (estimates, claims,
 * blocked dates, mixes) read the settings again at once.
 */
export function useSettingsSaved() {
  const { mutate } = useSWRConfig()
  const revalidate = useRevalidate()
  return (settings: AdminSettings) => {
    void mutate(adminSettingsKey, settings, { revalidate: false })
    void revalidate(SETTINGS_KEY_PREFIX)
  }
}

import type { AdminSettings } from '@contract/admin-settings.ts'
import { SettingsPatch } from '@contract/admin-settings.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useForm, type Values } from '@/components/ui/form/use-form'
import { showToast } from '@/lib/toast'
import { updateSettings, useSettingsSaved } from '../api/settings'

/**
 * One section of the settings page: its fields as text, checked with the shared schema, sent as a
 * PATCH of that section's keys only. Field names are the API's paths (`rates.dj_show_block_hours`)
 * so the server's refusals land beside their inputs.
 */
export function useSettingsForm(initial: Values, toPatch: (values: Values) => SettingsPatch) {
  const { t } = useTranslation('admin-settings')
  const saved = useSettingsSaved()
  // What the server last kept: the section has unsaved changes while its values differ from it.
  const [lastSaved, setLastSaved] = useState(initial)
  const form = useForm<AdminSettings>({
    schema: SettingsPatch,
    initial,
    toInput: toPatch,
    submit: updateSettings,
    onSuccess: (settings, values) => {
      saved(settings)
      setLastSaved(values)
      showToast({ tone: 'success', title: t('saved.title'), body: t('saved.body') })
    },
  })
  const dirty = Object.keys(form.values).some((name) => form.values[name] !== lastSaved[name])
  return { ...form, dirty }
}

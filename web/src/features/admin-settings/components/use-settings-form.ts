import type { AdminSettings } from '@contract/admin/settings.ts'
import { SettingsPatch } from '@contract/admin/settings.ts'
import { useState } from 'react'
import { useForm, type Values } from '@/components/ui/form/use-form'
import { updateSettings } from '../api/settings'
import { useTabSection } from './settings-tab'

/**
 * One section of a settings tab: its fields as text, checked with the shared schema, sent as that
 * section's keys of the tab's PATCH. Field names are the API's paths (`rates.dj_show_block_hours`)
 * so the server's refusals land beside their inputs.
 */
export function useSettingsForm(initial: Values, toPatch: (values: Values) => SettingsPatch) {
  // What the server last kept: the section has unsaved changes while its values differ from it.
  const [lastSaved, setLastSaved] = useState(initial)
  const form = useForm<AdminSettings>({
    schema: SettingsPatch,
    initial,
    toInput: toPatch,
    submit: updateSettings,
  })
  const dirty = Object.keys(form.values).some((name) => form.values[name] !== lastSaved[name])
  useTabSection({
    dirty,
    collect: () => {
      const errors = form.checkAll()
      if (Object.keys(errors).length > 0) return { errors }
      const sent = form.values
      return { patch: toPatch(sent), kept: () => setLastSaved(sent) }
    },
    refused: form.refused,
  })
  return { ...form, dirty }
}

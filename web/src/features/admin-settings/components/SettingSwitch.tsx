import type { SettingsPatch } from '@contract/admin/settings.ts'
import { useTranslation } from 'react-i18next'
import { Switch } from '@/components/admin/Switch'
import { ErrorText } from '@/components/ui/ErrorText'
import { showToast } from '@/lib/toast'
import { useAsyncAction } from '@/lib/use-async-action'
import { updateSettings, useSettingsSaved } from '../api/settings'

type Props = {
  checked: boolean
  /** The switch's name, also shown beside it. */
  label: string
  /** The change that switching to `on` saves. */
  patch: (on: boolean) => SettingsPatch
  /** The success toast's body for the new state ("The bundle is on"). */
  doneBody: (on: boolean) => string
}

/** A setting saved as soon as it is switched: a toast when saved, or the refusal under it. */
export function SettingSwitch({ checked, label, patch, doneBody }: Props) {
  const { t } = useTranslation(['admin-settings', 'admin', 'common'])
  const saved = useSettingsSaved()
  const save = useAsyncAction(
    async (on: boolean) => {
      saved(await updateSettings(patch(on)))
      showToast({ tone: 'success', title: t('saved.title'), body: doneBody(on) })
    },
    (failure) => failure,
  )
  return (
    <>
      <Switch
        checked={checked}
        label={label}
        text={label}
        disabled={save.busy}
        onChange={save.run}
      />
      {save.error ? (
        <p className="field__error" role="alert">
          <ErrorText error={save.error} />
        </p>
      ) : null}
    </>
  )
}

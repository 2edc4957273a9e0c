import type { AdminTrack } from '@contract/admin-catalog.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '@/components/admin/admin-errors'
import { Switch } from '@/components/admin/Switch'
import { ApiError } from '@/lib/api-client'
import { showToast } from '@/lib/toast'
import { setTrackPublished } from '../api/tracks'
import { useTracksChanged } from '../lib/catalog-changed'

/** Puts a track on the site or takes it off; says which files are missing when it can't go on. */
export function PublishSwitch({
  track,
  withText = false,
}: {
  track: AdminTrack
  withText?: boolean
}) {
  const { t } = useTranslation(['admin-tracks', 'admin', 'common'])
  const tracksChanged = useTracksChanged()
  const [busy, setBusy] = useState(false)

  const change = async (published: boolean) => {
    setBusy(true)
    try {
      await setTrackPublished(track.id, published)
      showToast({
        tone: 'success',
        title: published ? t('publish.published') : t('publish.unpublished'),
        body: track.title,
      })
      await tracksChanged()
    } catch (error) {
      const missing = error instanceof ApiError && error.code === 'track_incomplete'
      showToast({
        tone: 'error',
        title: t('publish.failed', { title: track.title }),
        body: missing
          ? t('publish.missing', {
              parts: Object.keys(error.fields)
                .map((part) => t(`parts.${part}`))
                .join(', '),
            })
          : errorText(t, error),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Switch
      checked={track.is_published}
      label={t('publish.label', { title: track.title })}
      text={withText ? (track.is_published ? t('publish.on') : t('publish.off')) : undefined}
      disabled={busy}
      onChange={change}
    />
  )
}

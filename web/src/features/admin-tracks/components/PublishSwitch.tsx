import type { AdminTrack } from '@contract/admin-catalog.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { Switch } from '@/components/admin/Switch'
import { ApiError } from '@/lib/api-client'
import { errorText } from '@/lib/error-text'
import { formatList } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { setTrackPublished } from '../api/publish-track'
import { trackKey } from '../api/track'
import { useTracksChanged } from '../lib/catalog-changed'
import { refusedParts } from '../lib/track-parts'

/** Puts a track on the site or takes it off; says which files are missing when it can't go on. */
export function PublishSwitch({
  track,
  withText = false,
}: {
  track: AdminTrack
  withText?: boolean
}) {
  const { t, i18n } = useTranslation(['admin-tracks', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const tracksChanged = useTracksChanged()
  const [busy, setBusy] = useState(false)

  const refusal = (error: unknown) => {
    if (!(error instanceof ApiError && error.code === 'track_incomplete'))
      return errorText(t, error)
    const parts = refusedParts(error.fields).map((part) => t(`parts.${part}`))
    if (parts.length === 0) return errorText(t, error)
    return t('publish.missing', { parts: formatList(parts, currentLanguage(i18n)) })
  }

  const change = async (published: boolean) => {
    setBusy(true)
    try {
      const saved = await setTrackPublished(track.id, published)
      await mutate(trackKey(track.id), saved, false)
      showToast({
        tone: 'success',
        title: published ? t('publish.published') : t('publish.unpublished'),
        body: track.title,
      })
      await tracksChanged()
    } catch (error) {
      showToast({
        tone: 'error',
        title: published
          ? t('publish.failed', { title: track.title })
          : t('publish.unpublishFailed', { title: track.title }),
        body: refusal(error),
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

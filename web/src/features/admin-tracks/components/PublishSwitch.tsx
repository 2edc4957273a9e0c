import type { AdminTrack } from '@contract/admin/tracks.ts'
import { useTranslation } from 'react-i18next'
import { Switch } from '@/components/admin/Switch'
import { ErrorText } from '@/components/ui/ErrorText'
import { useItemSwitch } from '@/lib/admin/use-item-switch'
import { ApiError } from '@/lib/api-client'
import { formatList } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { setTrackPublished } from '../api/publish-track'
import { TRACKS } from '../lib/track-kind'
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
  const refusal = (error: unknown) => {
    if (!(error instanceof ApiError && error.code === 'track_incomplete'))
      return <ErrorText error={error} />
    const parts = refusedParts(error.fields).map((part) => t(`parts.${part}`))
    if (parts.length === 0) return <ErrorText error={error} />
    return t('publish.missing', { parts: formatList(parts, currentLanguage(i18n)) })
  }

  const { busy, change } = useItemSwitch({
    kind: TRACKS,
    item: track,
    save: setTrackPublished,
    doneTitle: (published) => (published ? t('publish.published') : t('publish.unpublished')),
    failed: (published, error) => ({
      title: published
        ? t('publish.failed', { title: track.title })
        : t('publish.unpublishFailed', { title: track.title }),
      body: refusal(error),
    }),
  })

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

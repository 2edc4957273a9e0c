import { type AdminTrack, TRACK_FILE_TYPES, type TrackFileKind } from '@contract/admin/tracks.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { FileUploadField } from '@/components/admin/FileUploadField'
import { useUpload } from '@/lib/admin/upload'
import { WEB_IMAGE_BOUNDS } from '@/lib/admin/web-image'
import { formatDuration } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { trackKey } from '../api/track'
import { completeTrackUpload, signTrackUpload } from '../api/track-uploads'
import { useTracksChanged } from '../lib/catalog-changed'

const ACCEPT: Record<TrackFileKind, string> = {
  cover: TRACK_FILE_TYPES.cover.join(','),
  preview: '.mp3,audio/mpeg',
  audio: '.mp3,audio/mpeg',
  wav: '.wav,audio/wav,audio/x-wav',
  stems: '.zip,application/zip',
}

/** The cover, the preview and the full MP3: each uploaded straight to storage, then checked. */
export function TrackFiles({ track }: { track: AdminTrack }) {
  return (
    <div className="track-files">
      <TrackFile track={track} kind="cover" />
      <TrackFile track={track} kind="preview" />
      <TrackFile track={track} kind="audio" />
      <TrackFile track={track} kind="wav" />
      <TrackFile track={track} kind="stems" />
    </div>
  )
}

function TrackFile({ track, kind }: { track: AdminTrack; kind: TrackFileKind }) {
  const { t } = useTranslation('admin-tracks')
  const { mutate } = useSWRConfig()
  const tracksChanged = useTracksChanged()
  const upload = useUpload<AdminTrack>(TRACK_FILE_TYPES[kind])

  const send = async (file: File) => {
    const updated = await upload.start(file, {
      fitWithin: kind === 'cover' ? WEB_IMAGE_BOUNDS.cover : undefined,
      sign: (contentType, filename) =>
        signTrackUpload(track.id, { kind, content_type: contentType, filename }),
      complete: (path) => completeTrackUpload(track.id, { kind, path }),
      resumable: kind === 'wav' || kind === 'stems',
    })
    if (!updated) return
    await mutate(trackKey(track.id), updated, false)
    await tracksChanged()
  }

  return (
    <FileUploadField
      label={t(`files.${kind}.label`)}
      hint={t(`files.${kind}.hint`)}
      accept={ACCEPT[kind]}
      upload={upload}
      current={<CurrentFile track={track} kind={kind} />}
      onFile={send}
      onCancel={upload.cancel}
    />
  )
}

function CurrentFile({ track, kind }: { track: AdminTrack; kind: TrackFileKind }) {
  const { t, i18n } = useTranslation('admin-tracks')
  const megabytes = (bytes: number | null) =>
    bytes === null
      ? t('files.audio.unknown')
      : new Intl.NumberFormat(currentLanguage(i18n), {
          style: 'unit',
          unit: 'megabyte',
          maximumFractionDigits: 1,
        }).format(bytes / 1_048_576)
  if (kind === 'cover') {
    return track.cover_url ? (
      <img
        src={track.cover_url}
        alt={t('files.cover.alt', { title: track.title })}
        width={128}
        height={128}
      />
    ) : (
      <p className="admin-muted">{t('files.none')}</p>
    )
  }
  if (kind === 'preview') {
    return track.preview_url ? (
      // biome-ignore lint/a11y/useMediaCaption: a music preview has no words to caption
      <audio
        controls
        preload="none"
        src={track.preview_url}
        aria-label={t('files.preview.player')}
      />
    ) : (
      <p className="admin-muted">{t('files.none')}</p>
    )
  }
  if (kind === 'wav') {
    if (!track.has_wav) return <p className="admin-muted">{t('files.none')}</p>
    return (
      <p className="track-file__facts">
        {t('files.wav.facts', {
          rate: ((track.wav_sample_rate ?? 0) / 1000).toLocaleString(currentLanguage(i18n)),
          bits: track.wav_bits ?? '—',
          size: megabytes(track.wav_bytes),
        })}
      </p>
    )
  }
  if (kind === 'stems') {
    if (!track.has_stems) return <p className="admin-muted">{t('files.none')}</p>
    return (
      <p className="track-file__facts">
        {t('files.stems.facts', {
          count: track.stems_count ?? 0,
          size: megabytes(track.stems_bytes),
        })}
      </p>
    )
  }
  if (!track.has_audio) return <p className="admin-muted">{t('files.none')}</p>
  return <AudioFacts track={track} />
}

/** "320 kbps · 12.0 MB · 5:12": what the server read from the full MP3 (its path stays private). */
function AudioFacts({ track }: { track: AdminTrack }) {
  const { t, i18n } = useTranslation('admin-tracks')
  const megabytes = new Intl.NumberFormat(currentLanguage(i18n), {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const unknown = t('files.audio.unknown')
  return (
    <p className="track-file__facts">
      {t('files.audio.facts', {
        bitrate: track.audio_bitrate === null ? unknown : Math.round(track.audio_bitrate / 1000),
        size:
          track.audio_bytes === null ? unknown : megabytes.format(track.audio_bytes / 1_048_576),
        length: track.duration_seconds === null ? unknown : formatDuration(track.duration_seconds),
      })}
    </p>
  )
}

import type { AdminSettings } from '@contract/admin/settings.ts'
import { ARTIST_UPLOAD_TYPES, type PressFileKind } from '@contract/artist.ts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FileUploadField } from '@/components/admin/FileUploadField'
import { LocalizedTextTabs } from '@/components/admin/LocalizedTextTabs'
import { ErrorText } from '@/components/ui/ErrorText'
import { localizedBody, localizedValues } from '@/lib/admin/localized-values'
import { useUpload } from '@/lib/admin/upload'
import { WEB_IMAGE_BOUNDS } from '@/lib/admin/web-image'
import { showToast } from '@/lib/toast'
import { completeArtistUpload, removeArtistFile, signArtistUpload } from '../api/artist'
import { useSettingsSaved } from '../api/settings'
import { SettingsSection } from './SettingsSection'
import { useSettingsForm } from './use-settings-form'

/** The artist's face: the bio in each language (saved with the section), the hero photo and the press kit (saved as they upload). */
export function ArtistSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin-settings', 'common'])
  const form = useSettingsForm(localizedValues('bio', settings.bio), (values) => ({
    bio: localizedBody(values, 'bio'),
  }))
  return (
    <SettingsSection
      anchor="artist"
      dirty={form.dirty}
      title={t('artist.title')}
      description={t('artist.description')}
    >
      <LocalizedTextTabs
        legend={t('artist.bio')}
        hint={t('artist.bioHint')}
        tabsLabel={t('artist.bioLanguages')}
        field={(language) => form.field(`bio.${language}`)}
        rows={6}
      />
      <HeroPhoto settings={settings} />
      <PressKit settings={settings} />
    </SettingsSection>
  )
}

function HeroPhoto({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings')
  const saved = useSettingsSaved()
  const upload = useUpload<AdminSettings>(ARTIST_UPLOAD_TYPES.hero)
  const hero = settings.hero_image
  return (
    <div className="artist-files">
      <FileUploadField
        label={hero ? t('artist.heroReplace') : t('artist.heroAdd')}
        hint={t('artist.heroHint')}
        accept={ARTIST_UPLOAD_TYPES.hero.join(',')}
        upload={upload}
        current={
          hero ? (
            <img src={hero.url} alt={t('artist.heroCurrent')} width={320} height={180} />
          ) : null
        }
        onFile={async (file) => {
          const result = await upload.start(file, {
            fitWithin: WEB_IMAGE_BOUNDS.hero,
            sign: (contentType, filename) => signArtistUpload('hero', contentType, filename),
            complete: (path) => completeArtistUpload('hero', path),
          })
          if (result) saved(result)
        }}
        onCancel={upload.cancel}
      />
      {hero ? <RemoveFile path={hero.path} what={t('artist.heroWhat')} /> : null}
    </div>
  )
}

function PressKit({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings')
  const saved = useSettingsSaved()
  const id = useId()
  const [kind, setKind] = useState<PressFileKind>('photo')
  const [title, setTitle] = useState('')
  const upload = useUpload<AdminSettings>(ARTIST_UPLOAD_TYPES[kind])
  return (
    <fieldset className="artist-files">
      <legend>{t('artist.press')}</legend>
      {settings.press_kit.length === 0 ? (
        <p className="admin-muted">{t('artist.pressEmpty')}</p>
      ) : (
        <ul className="press-files">
          {settings.press_kit.map((file) => (
            <li key={file.path} className="press-files__item">
              <a href={file.url} target="_blank" rel="noopener">
                {file.title}
              </a>{' '}
              <span className="admin-muted">{t(`artist.kinds.${file.kind}`)}</span>
              <RemoveFile path={file.path} what={file.title} />
            </li>
          ))}
        </ul>
      )}
      <div className="admin-form__grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-kind`}>
            {t('artist.kind')}
          </label>
          <select
            className="field__control"
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as PressFileKind)}
          >
            {(['photo', 'one_sheet', 'rider'] as const).map((option) => (
              <option key={option} value={option}>
                {t(`artist.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-title`}>
            {t('artist.fileTitle')}
          </label>
          <input
            className="field__control"
            id={`${id}-title`}
            value={title}
            maxLength={120}
            placeholder={t(`artist.kinds.${kind}`)}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
      </div>
      <FileUploadField
        label={t('artist.pressAdd')}
        hint={kind === 'photo' ? t('artist.photoHint') : t('artist.pdfHint')}
        accept={ARTIST_UPLOAD_TYPES[kind].join(',')}
        upload={upload}
        onFile={async (file) => {
          const result = await upload.start(file, {
            // Press photos go up whole: they are for print.
            sign: (contentType, filename) => signArtistUpload(kind, contentType, filename),
            complete: (path) =>
              completeArtistUpload(kind, path, title.trim() || t(`artist.kinds.${kind}`)),
          })
          if (result) {
            saved(result)
            setTitle('')
          }
        }}
        onCancel={upload.cancel}
      />
    </fieldset>
  )
}

/** Visibly "Remove"; its name says what ("Remove: Technical rider"). */
function RemoveFile({ path, what }: { path: string; what: string }) {
  const { t } = useTranslation(['admin-settings', 'admin'])
  const saved = useSettingsSaved()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button--small button--danger"
      aria-disabled={busy}
      onClick={async () => {
        if (busy) return
        setBusy(true)
        try {
          saved(await removeArtistFile(path))
        } catch (error) {
          showToast({
            tone: 'error',
            title: t('artist.removeFailed'),
            body: <ErrorText error={error} />,
          })
        } finally {
          setBusy(false)
        }
      }}
    >
      {t('artist.remove')}
      <span className="visually-hidden">: {what}</span>
    </button>
  )
}

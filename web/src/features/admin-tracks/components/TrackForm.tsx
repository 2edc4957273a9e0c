import { type AdminTrack, TrackCreateInput, TrackUpdateInput } from '@contract/admin-catalog.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { useLocation } from 'wouter'
import { LocalizedTextAreas } from '@/components/admin/LocalizedTextAreas'
import { SlugField } from '@/components/admin/SlugField'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { useForm } from '@/components/ui/form/use-form'
import { paths } from '@/config/paths'
import { decimalMarkOf } from '@/lib/admin/money'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { createTrack } from '../api/create-track'
import { trackKey, updateTrack } from '../api/track'
import { useTrackGenres } from '../api/tracks-list'
import { useTracksChanged } from '../lib/catalog-changed'
import { trackBody, trackValues } from '../lib/track-body'

/** A track's details: create one (then its page opens for the files), or edit them. */
export function TrackForm({ track }: { track?: AdminTrack }) {
  const { t, i18n } = useTranslation(['admin-tracks', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const tracksChanged = useTracksChanged()
  const [, navigate] = useLocation()
  const genres = useTrackGenres()
  const genresId = useId()
  const creating = !track
  const form = useForm<AdminTrack>({
    schema: creating ? TrackCreateInput : TrackUpdateInput,
    initial: trackValues(track, decimalMarkOf(currentLanguage(i18n))),
    toInput: (values) => trackBody(values, creating),
    submit: (body: TrackCreateInput) => (track ? updateTrack(track.id, body) : createTrack(body)),
    onSuccess: (saved) => {
      void mutate(trackKey(saved.id), saved, false)
      void tracksChanged()
      if (creating) {
        showToast({ tone: 'success', title: t('form.created'), body: t('form.createdBody') })
        navigate(`/tracks/${saved.id}`, { replace: true })
      } else {
        showToast({ tone: 'success', title: t('form.saved'), body: saved.title })
      }
    },
  })
  const money = { hint: t('form.priceHint'), inputMode: 'decimal' as const, required: true }
  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
      <div className="admin-form__grid">
        <InputField binding={form.field('title')} label={t('form.title')} required />
        <SlugField
          binding={form.field('slug')}
          saved={track?.slug}
          ns="admin-tracks"
          pathOf={paths.track.build}
        />
        <InputField
          binding={form.field('genre')}
          label={t('form.genre')}
          hint={t('form.genreHint')}
          list={genresId}
          required
        />
        <datalist id={genresId}>
          {genres.map((genre) => (
            <option key={genre} value={genre} />
          ))}
        </datalist>
        <InputField
          binding={form.field('bpm')}
          label={t('form.bpm')}
          hint={t('form.bpmHint')}
          type="number"
          min={40}
          max={250}
          required
        />
        <InputField
          binding={form.field('private_price_cents')}
          label={t('form.privatePrice')}
          {...money}
        />
        <InputField
          binding={form.field('commercial_price_cents')}
          label={t('form.commercialPrice')}
          {...money}
        />
        <InputField
          binding={form.field('release_date')}
          label={t('form.releaseDate')}
          type="date"
          optional
        />
      </div>
      <LocalizedTextAreas
        legend={t('form.description')}
        hint={t('form.descriptionHint')}
        field={(language) => form.field(`description.${language}`)}
        rows={4}
      />
      <FormStatus failure={form.failure} />
      <div className="admin-form__actions">
        <SubmitButton
          submitting={form.submitting}
          label={creating ? t('form.create') : t('admin:actions.save')}
          busyLabel={t('admin:actions.saving')}
        />
      </div>
    </form>
  )
}

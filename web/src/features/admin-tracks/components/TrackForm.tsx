import { type AdminTrack, TrackCreateInput, TrackUpdateInput } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { LocalizedTextAreas } from '@/components/admin/LocalizedTextAreas'
import { SlugField } from '@/components/admin/SlugField'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { useForm } from '@/components/ui/form/use-form'
import { paths } from '@/config/paths'
import { decimalMarkOf } from '@/lib/admin/money'
import { useItemSaved } from '@/lib/admin/use-item-saved'
import { currentLanguage } from '@/lib/i18n'
import { createTrack } from '../api/create-track'
import { trackKey, updateTrack } from '../api/track'
import { useTrackGenres } from '../api/tracks-list'
import { useTracksChanged } from '../lib/catalog-changed'
import { trackBody, trackValues } from '../lib/track-body'

/** A track's details: create one (then its page opens for the files), or edit them. */
export function TrackForm({ track }: { track?: AdminTrack }) {
  const { t, i18n } = useTranslation(['admin-tracks', 'admin', 'common'])
  const genres = useTrackGenres()
  const creating = !track
  const saved = useItemSaved<AdminTrack>({
    creating,
    itemKey: trackKey,
    changed: useTracksChanged(),
    pathOf: (id) => `/tracks/${id}`,
    nameOf: (item) => item.title,
    t,
  })
  const form = useForm<AdminTrack>({
    schema: creating ? TrackCreateInput : TrackUpdateInput,
    initial: trackValues(track, decimalMarkOf(currentLanguage(i18n))),
    toInput: (values) => trackBody(values, creating),
    submit: (body: TrackCreateInput) => (track ? updateTrack(track.id, body) : createTrack(body)),
    onSuccess: saved,
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
          suggestions={genres}
          required
        />
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
          binding={form.field('wav_price_cents')}
          label={t('form.wavPrice')}
          hint={t('form.wavPriceHint')}
          inputMode="decimal"
          optional
        />
        <InputField
          binding={form.field('trackout_price_cents')}
          label={t('form.trackoutPrice')}
          hint={t('form.trackoutPriceHint')}
          inputMode="decimal"
          optional
        />
        <InputField
          binding={form.field('exclusive_price_cents')}
          label={t('form.exclusivePrice')}
          hint={
            track?.exclusive_sold_at ? t('form.exclusiveSoldHint') : t('form.exclusivePriceHint')
          }
          inputMode="decimal"
          optional
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

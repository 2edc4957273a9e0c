import { type AdminTrack, TrackCreateInput, TrackUpdateInput } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { useLocation } from 'wouter'
import { LocalizedTextAreas } from '@/components/admin/LocalizedTextAreas'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { useForm, type Values } from '@/components/ui/form/use-form'
import { centsFromEuros, eurosFromCents } from '@/lib/admin/money'
import { LANGUAGES } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { createTrack, trackKey, updateTrack } from '../api/tracks'
import { useTracksChanged } from '../lib/catalog-changed'

const wholeNumber = (text = '') => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

function initialValues(track: AdminTrack | undefined): Values {
  return {
    title: track?.title ?? '',
    slug: track?.slug ?? '',
    genre: track?.genre ?? '',
    bpm: track ? String(track.bpm) : '',
    release_date: track?.release_date ?? '',
    private_price_cents: track ? eurosFromCents(track.private_price_cents) : '',
    commercial_price_cents: track ? eurosFromCents(track.commercial_price_cents) : '',
    ...Object.fromEntries(
      LANGUAGES.map((language) => [`description.${language}`, track?.description[language] ?? '']),
    ),
  }
}

/** The request body from what was typed: prices in cents, blank optional fields left out. */
function toBody(values: Values, creating: boolean) {
  return {
    title: values.title ?? '',
    genre: values.genre ?? '',
    bpm: wholeNumber(values.bpm),
    private_price_cents: centsFromEuros(values.private_price_cents ?? ''),
    commercial_price_cents: centsFromEuros(values.commercial_price_cents ?? ''),
    description: Object.fromEntries(
      LANGUAGES.map((language) => [language, values[`description.${language}`] ?? '']),
    ),
    ...(values.slug?.trim() ? { slug: values.slug } : {}),
    ...(values.release_date
      ? { release_date: values.release_date }
      : creating
        ? {}
        : { release_date: null }),
  }
}

/** A track's details: create one, or edit them (the files are uploaded beside). */
export function TrackForm({ track }: { track?: AdminTrack }) {
  const { t } = useTranslation(['admin-tracks', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const tracksChanged = useTracksChanged()
  const [, navigate] = useLocation()
  const creating = !track
  const form = useForm<AdminTrack>({
    schema: creating ? TrackCreateInput : TrackUpdateInput,
    initial: initialValues(track),
    toInput: (values) => toBody(values, creating),
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
  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
      <div className="admin-form__grid">
        <InputField binding={form.field('title')} label={t('form.title')} required />
        <InputField
          binding={form.field('slug')}
          label={t('form.slug')}
          hint={creating ? t('form.slugHintNew') : t('form.slugHintEdit')}
          optional={creating}
        />
        <InputField binding={form.field('genre')} label={t('form.genre')} required />
        <InputField
          binding={form.field('bpm')}
          label={t('form.bpm')}
          type="number"
          min={40}
          max={250}
          required
        />
        <InputField
          binding={form.field('private_price_cents')}
          label={t('form.privatePrice')}
          hint={t('form.priceHint')}
          required
        />
        <InputField
          binding={form.field('commercial_price_cents')}
          label={t('form.commercialPrice')}
          hint={t('form.priceHint')}
          required
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

import { type AdminTrack, TrackCreateInput, TrackUpdateInput } from '@contract/admin/tracks.ts'
import { useTranslation } from 'react-i18next'
import { CatalogueForm, GroupField } from '@/components/admin/CatalogueForm'
import { SlugField } from '@/components/admin/SlugField'
import { InputField } from '@/components/ui/form/Field'
import { useForm } from '@/components/ui/form/use-form'
import { decimalMarkOf } from '@/lib/admin/money'
import { useItemSaved } from '@/lib/admin/use-item-saved'
import { currentLanguage } from '@/lib/i18n'
import { createTrack } from '../api/create-track'
import { updateTrack } from '../api/track'
import { trackBody, trackValues } from '../lib/track-body'
import { TRACKS } from '../lib/track-kind'

/** The licence prices: the two every track sells (required), then the optional ones. */
const PRICES = [
  { name: 'private_price_cents', label: 'form.privatePrice', required: true },
  { name: 'commercial_price_cents', label: 'form.commercialPrice', required: true },
  { name: 'wav_price_cents', label: 'form.wavPrice', hint: 'form.wavPriceHint' },
  { name: 'trackout_price_cents', label: 'form.trackoutPrice', hint: 'form.trackoutPriceHint' },
  { name: 'exclusive_price_cents', label: 'form.exclusivePrice', hint: 'form.exclusivePriceHint' },
] as const

/** A track's details: create one (then its page opens for the files), or edit them. */
export function TrackForm({ track }: { track?: AdminTrack }) {
  const { t, i18n } = useTranslation(['admin-tracks', 'admin', 'common'])
  const creating = !track
  const saved = useItemSaved({ kind: TRACKS, creating, t })
  const form = useForm<AdminTrack>({
    schema: creating ? TrackCreateInput : TrackUpdateInput,
    initial: trackValues(track, decimalMarkOf(currentLanguage(i18n))),
    toInput: (values) => trackBody(values, creating),
    submit: (body: TrackCreateInput) => (track ? updateTrack(track.id, body) : createTrack(body)),
    onSuccess: saved,
  })
  const priceHint = (price: (typeof PRICES)[number]) => {
    if (!('hint' in price)) return t('form.priceHint')
    return price.name === 'exclusive_price_cents' && track?.exclusive_sold_at
      ? t('form.exclusiveSoldHint')
      : t(price.hint)
  }
  return (
    <CatalogueForm kind={TRACKS} form={form} creating={creating}>
      <InputField binding={form.field('title')} label={t('form.title')} required />
      <SlugField kind={TRACKS} binding={form.field('slug')} saved={track?.slug} />
      <GroupField kind={TRACKS} binding={form.field('genre')} />
      <InputField
        binding={form.field('bpm')}
        label={t('form.bpm')}
        hint={t('form.bpmHint')}
        type="number"
        min={40}
        max={250}
        required
      />
      {PRICES.map((price) => (
        <InputField
          key={price.name}
          binding={form.field(price.name)}
          label={t(price.label)}
          hint={priceHint(price)}
          inputMode="decimal"
          required={'required' in price}
          optional={!('required' in price)}
        />
      ))}
      <InputField
        binding={form.field('release_date')}
        label={t('form.releaseDate')}
        type="date"
        optional
      />
    </CatalogueForm>
  )
}

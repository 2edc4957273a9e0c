import { useTranslation } from 'react-i18next'
import { InputField, TextAreaField } from '@/components/ui/form/Field'
import type { FieldBinding, Values } from '@/components/ui/form/use-form'

/** The offer's own fields, empty unless the owner fills them (the settings decide the rest). */
export const EMPTY_OFFER = {
  deposit_percent: '',
  set_start: '',
  set_end: '',
  time_zone: '',
  travel_terms: '',
}

/** The offer part of a quote, as the API takes it: only what was filled in. */
export function offerInput(values: Values) {
  const filled = (name: string) => values[name]?.trim() ?? ''
  const percent = filled('deposit_percent')
  return {
    ...(percent ? { deposit_percent: Number(percent) } : {}),
    ...(filled('set_start') ? { set_start: filled('set_start') } : {}),
    ...(filled('set_end') ? { set_end: filled('set_end') } : {}),
    ...(filled('time_zone') ? { time_zone: filled('time_zone') } : {}),
    ...(filled('travel_terms') ? { travel_terms: filled('travel_terms') } : {}),
  }
}

/** Zones offered as the owner types; any other IANA zone is accepted too. */
const ZONES = [
  'Europe/Madrid',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Tokyo',
]

/** Quoting sends an offer: its deposit share, set times, time zone, travel and rider terms. */
export function OfferFields({ field }: { field: (name: string) => FieldBinding }) {
  const { t } = useTranslation('admin-messages')
  return (
    <fieldset>
      <legend>{t('offer.title')}</legend>
      <p className="admin-page__intro">{t('booking.offerNote')}</p>
      <div className="admin-form__grid">
        <InputField
          binding={field('deposit_percent')}
          label={t('booking.depositPercent')}
          hint={t('booking.depositHint')}
          type="number"
          min={1}
          max={100}
          optional
        />
        <InputField
          binding={field('time_zone')}
          label={t('booking.timeZone')}
          hint={t('booking.timeZoneHint')}
          suggestions={ZONES}
          optional
        />
        <InputField
          binding={field('set_start')}
          label={t('booking.setStart')}
          type="time"
          optional
        />
        <InputField
          binding={field('set_end')}
          label={t('booking.setEnd')}
          hint={t('booking.setTimesHint')}
          type="time"
          optional
        />
      </div>
      <TextAreaField
        binding={field('travel_terms')}
        label={t('booking.travelTerms')}
        hint={t('booking.travelHint')}
        optional
      />
    </fieldset>
  )
}
